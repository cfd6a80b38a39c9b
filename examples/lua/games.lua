-- Read a game-record file, then let the engine look at a final position,
-- with the Lua binding:   lua5.4 games.lua games.tgn
local tav = require "tavreli"

local last
local n = 0
for game in tav.games(arg[1]) do
  n = n + 1
  local moves = game:mainline()
  print(("%s - %s: %d moves"):format(game:header("White"), game:header("Black"), #moves))
  local pos = game:last():position()
  if not last and #pos:legal_moves() > 0 then last = pos:tfen() end
end
print("games " .. n)
local line = tav.Engine():analyse(tav.Position(last), { depth = 4 })[1]
print("position " .. last)
print(("best %s (%s, depth %d)"):format(line.pv[1],
  line.mate ~= 0 and ("mate " .. line.mate) or ("cp " .. line.score_cp), line.depth))
