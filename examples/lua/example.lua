-- Play a few moves, print the TFEN and a perft count, with the Lua binding:
--   lua5.4 example.lua [depth]
-- (the module is installed as $(libdir)/lua/5.4/tavreli.so).
local tav = require "tavreli"

local depth = tonumber(arg[1]) or 3
local p = tav.Position()
for _, text in ipairs { "e2-e4", "d7-d5", "e4xd5", "d8-d5" } do
  print("played " .. p:push(text))
end
print("tfen " .. p:tfen())
print("legal moves " .. #p:legal_moves())
print("perft " .. depth .. " " .. p:perft(depth))
local ok, err = pcall(p.push, p, "e1-e3")
if not ok then print("refused: " .. err) end
