-- Tests of the Lua binding (require "tavreli"), run by lua-tests.sh:
-- lua5.4 test_tavreli.lua TESTDATA. Each check prints "ok" or "not ok" with
-- its name; the exit status is 1 if any failed.
local tav = require "tavreli"

local data = arg[1] or "tests/data"
local START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
local count, failures = 0, 0

local function test(name, f)
  count = count + 1
  local ok, err = xpcall(f, debug.traceback)
  if ok then
    print(("ok %d - %s"):format(count, name))
  else
    failures = failures + 1
    print(("not ok %d - %s: %s"):format(count, name, err))
  end
end

local function equal(expected, actual, what)
  if expected ~= actual or math.type(expected) ~= math.type(actual) then
    error(("%s: expected <%s> (%s) got <%s> (%s)"):format(what, tostring(expected),
      math.type(expected) or type(expected), tostring(actual),
      math.type(actual) or type(actual)), 2)
  end
end

local function check(ok, what)
  if not ok then error(what, 2) end
end

-- The error message that f(...) raises (an error if it raises none).
local function raises(f, ...)
  local ok, err = pcall(f, ...)
  if ok then error("expected an error, none raised", 2) end
  check(type(err) == "string", "the error is a message string: " .. tostring(err))
  return err
end

-- The moves of game n of the tournament file (the line after its heading).
local function game_moves(file, n)
  local f = assert(io.open(file, "r"))
  local take = false
  for line in f:lines() do
    if take then
      f:close()
      local moves = {}
      for m in line:gmatch("%S+") do moves[#moves + 1] = m end
      return moves
    end
    take = line:find("[Game " .. n .. "]", 1, true) == 1
  end
  f:close()
  error("no game " .. n .. " in " .. file)
end

test("every status code of C's table is a TAV_ constant", function()
  check(tav.tav_status_count() >= 13, "the table has every code up to EBUSY")
  for i = 0, tav.tav_status_count() - 1 do
    local code = tav.tav_status_at(i)
    local name = tav.tav_status_name(code)
    equal(code, tav["TAV_" .. name], name)
  end
end)

test("R10: the start TFEN reads and writes back the same", function()
  local p = tav.Position(START)
  equal(START, p:tfen(), "tfen")
  equal(START, tav.Position():tfen(), "Position() is the start position")
  equal(START, tav.TAV_START_TFEN, "TAV_START_TFEN")
  equal(START, tostring(p), "tostring")
  equal("w", p:turn(), "white to move")
end)

test("R2-R7: perft of the start position to depth 3", function()
  local p = tav.Position()
  equal(1, p:perft(0), "perft(0)")
  equal(39, p:perft(1), "perft(1)")
  equal(1519, p:perft(2), "perft(2)")
  equal(68455, p:perft(3), "perft(3) is the integer 68455")
  equal(START, p:tfen(), "perft leaves the position as it was")
  local total = 0
  for _, n in pairs(p:divide(2)) do total = total + n end
  equal(1519, total, "divide(2) adds up to perft(2)")
  equal(39, p:divide(2)["e2-e4"], "divide: 39 replies to e2-e4")
end)

test("R12: a perft deeper than TAV_PERFT_MAX_DEPTH raises, not 0", function()
  local p = tav.Position()
  for _, d in ipairs({ 65, 5000, -1 }) do
    check(raises(function() return p:perft(d) end):find("0..64", 1, true), "perft(" .. d .. ") names 0..64")
  end
end)

test("R12: perft(1.5) raises (a depth is an integer), not perft(1)", function()
  local p = tav.Position()
  check(raises(function() return p:perft(1.5) end):find("integer", 1, true), "perft(1.5) says an integer is needed")
  check(raises(function() return p:divide(2.5) end):find("integer", 1, true), "divide(2.5) too")
  equal(39, p:perft(1.0), "1.0 is the integer 1")
end)

test("R2-R7: legal_moves lists the canonical texts", function()
  local p = tav.Position()
  local moves = p:legal_moves()
  equal(39, #moves, "39 moves at the start")
  local set = {}
  for _, m in ipairs(moves) do set[m] = true end
  check(set["e2-e4"], "e2-e4 listed")
  check(set["a1-a2"], "a1-a2 (a rook climbs on a pawn) listed")
  check(not set["e2-e5"], "e2-e5 not listed")
end)

test("a null move passes and is taken back (tav_position_push_null)", function()
  local p = tav.Position()
  p:push("e2-e4")
  equal("0000", p:push("0000"), "push of the null move returns its text")
  equal("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2", p:tfen(), "passed")
  equal(2, p:history_length(), "in the history")
  equal("0000", p:pop(), "pop returns it")
  equal("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", p:tfen(), "back")
  local c = tav.Position("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1")
  local err = raises(c.push, c, "0000")
  check(err:find("not in check", 1, true), "no null move in check: " .. err)
  equal(0, c:history_length(), "unchanged")
end)

test("push and pop play and take back moves", function()
  local p = tav.Position()
  equal("e2-e4", p:push("e2-e4"), "push returns the move's text")
  equal("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", p:tfen(), "after e2-e4")
  equal("b", p:turn(), "black to move")
  p:push("d7-d5")
  equal("e4-d5", p:push("e4xd5"), "a capture builds a tower (R4), canonical text")
  equal(3, p:history_length(), "three moves")
  equal("e4-d5", p:pop(), "pop returns the last move")
  equal("d7-d5", p:pop(), "then the one before")
  equal("e2-e4", p:pop(), "then the first")
  equal(START, p:tfen(), "back at the start")
  local err = raises(p.pop, p)
  check(err:find("no move to take back", 1, true), "pop with no history: " .. err)
  local q = p:copy()
  q:push("g1-f3")
  check(q:tfen() ~= p:tfen(), "a copy is independent")
end)

test("R10: a bad TFEN raises an error with the located message", function()
  local bad = "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
  local err = raises(tav.Position, bad)
  check(err:find("TFEN field 1", 1, true), "names the field: " .. err)
  check(err:find("character " .. bad:find("x", 1, true), 1, true), "names the character: " .. err)
  check(err:find("'x'", 1, true), "quotes it: " .. err)
  err = raises(tav.Position, "8/8/8/8/8/8/8/8 x - - 0 1")
  check(err:find("TFEN field", 1, true), "side to move: " .. err)
  raises(tav.Position, "")
end)

test("R9, R12: an illegal or unreadable move raises, the position unchanged", function()
  local p = tav.Position()
  local err = raises(p.push, p, "e2-e5")
  check(err:find("e2-e5", 1, true) and err:find("no legal move", 1, true), "illegal: " .. err)
  err = raises(p.push, p, "e7-e5")
  check(err:find("e7-e5", 1, true), "black's move on white's turn: " .. err)
  err = raises(p.push, p, "z9-e4")
  check(err:find("character 1", 1, true), "unreadable, located: " .. err)
  equal(START, p:tfen(), "nothing was played")
  equal(0, p:history_length(), "empty history")
end)

test("positions are freed by the garbage collector (__gc)", function()
  local mt = getmetatable(tav.Position())
  check(type(mt.__gc) == "function", "Position has a __gc metamethod")
  for i = 1, 20000 do
    local p = tav.Position()
    p:push("e2-e4")
  end
  collectgarbage()
  collectgarbage()
end)

test("game 2 (Karpov - Kupreichik, 1997) replays and ends in checkmate (R8)", function()
  local moves = game_moves(data .. "/games/tournament-1997-2003.txt", 2)
  equal(39, #moves, "plies")
  local p = tav.Position()
  for _, text in ipairs(moves) do
    p:push(text)
    if text:sub(-1) == "+" then check(p:in_check(), text .. " gives check (R7)") end
  end
  check(p:is_checkmate(), "checkmate: " .. p:tfen())
  check(not p:is_stalemate(), "not stalemate")
  equal(0, #p:legal_moves(), "no legal move")
  equal("b", p:turn(), "black is mated")
  for _ = 1, #moves do p:pop() end
  equal(START, p:tfen(), "all taken back")
end)

test("queries of tavreli/query.h: gives check, checkers, attackers, pins, is legal (R7)", function()
  -- e4: a white rook under a white knight; the split frees the rook (R2)
  local p = tav.Position("4k3/8/8/8/4(RN)3/8/8/K7 w - - 0 1")
  local split = tav.tavb_move_parse(p, "e4(1)-c3")
  equal(1, tav.tav_position_gives_check(p, split), "the freed rook checks")
  equal(0, tav.tav_position_gives_check(p, tav.tavb_move_parse(p, "e4-c3")), "whole: no check")
  equal(1, tav.tav_position_is_legal(p, split), "legal")
  equal(0, tav.tav_position_is_legal(p, split | (1 << 30)), "junk bits: not a move")
  p:push("e4(1)-c3")
  equal(1 << 28, tav.tav_position_checkers(p), "checkers: e4")
  equal(1 << 28, tav.tav_position_attackers(p, tav.TAV_WHITE, 60), "attackers of e8")
  equal(1, tav.tav_position_is_attacked(p, tav.TAV_WHITE, 60), "e8 attacked")
  equal(1, tav.tav_position_ply(p), "ply")
  local q = tav.Position("k3r3/8/8/8/8/8/4(pR)3/4K3 w - - 0 1")
  equal(1 << 12, tav.tav_position_pinned(q, tav.TAV_WHITE), "e2 pinned")
  local r = tav.Position("3(PR)4/8/8/8/7k/8/8/K7 w - - 0 1")
  check(tav.tavb_move_parse(r, "d8(1)-d2") & tav.TAV_MOVE_FREED_PROMOTION ~= 0, "R6 (b) flag")
end)

-- ---- the idiomatic layer (bindings/lua/api.lua) ----------------------------

test("games(): an iterator over the twenty tournament games (R11)", function()
  local n, first = 0, nil
  for g in tav.games(data .. "/games/tournament-1997-2003.tgn") do
    n = n + 1
    first = first or g:header("White")
    check(#g:mainline() > 0, "moves in game " .. n)
  end
  equal(20, n, "games")
  equal("У.Андерсон", first, "game 1's White (UTF-8)")
  local bad = tav.read_game('[Event "x"]\n\n1. e2-e5 *\n', { strict = true })
  check(not bad:is_valid(), "invalid")
  check(bad:problems()[1]:find("e2-e5", 1, true), "located problem: " .. tostring(bad:problems()[1]))
  check(raises(tav.games, "/nonexistent/x.tgn"):find("x.tgn", 1, true), "names the file")
end)

test("Game: headers, push, nodes, comment, NAG, clock, result, TGN round trip", function()
  local g = tav.Game()
  g:set_header("Event", "Test")
  local n = g:push("e2-e4")
  g:push("e7-e5"):set_comment("symmetry")
  n:add_nag(1)
  n:set_clock(61000)
  local alt = n:add_move("d7-d5")
  equal(2, #n:variations(), "a variation")
  check(alt == n:variations()[2], "the new one second")
  check(alt:parent() == n, "parent")
  equal("e2-e4", g:root():next():move(), "root's next")
  equal(61000, n:clock(), "clock")
  equal(1, n:nags()[1], "nag")
  g:set_result("1/2-1/2")
  local back = tav.read_game(g:tgn())
  equal("Test", back:header("Event"), "tag")
  equal("Event", back:headers()[1], "tag order")
  equal("1/2-1/2", back:result(), "result")
  equal("symmetry", back:last():comment(), "comment")
  equal(g:tgn(), back:tgn(), "round trip")
  equal(2, back:last():position():history_length(), "position at the end")
  check(raises(g.push, g, "e1-e5"):find("e1-e5", 1, true), "illegal move named")
  raises(g.set_result, g, "2-0")
end)

test("Engine: analyse with MultiPV, best_move, evaluate", function()
  local e = tav.Engine(16)
  local p = tav.Position()
  local lines = e:analyse(p, { depth = 3, multipv = 2 })
  equal(2, #lines, "two lines")
  check(lines[1].depth >= 3 and #lines[1].pv > 0, "depth and a PV")
  local best = e:best_move(p, { depth = 2 })
  local legal = {}
  for _, m in ipairs(p:legal_moves()) do legal[m] = true end
  check(legal[best], "a legal best move: " .. tostring(best))
  equal(16, e:hash_mb(), "hash")
  local mated = tav.Position("k7/8/NKB5/8/8/8/8/8 b - - 0 1")
  equal(0, #e:analyse(mated, { depth = 2 }), "no line when mated")
  equal(nil, e:best_move(mated, { depth = 2 }), "no move")
  raises(e.analyse, e, p, { depth = -1 })
  check(math.type(tav.evaluate(p)) == "integer", "evaluate")
end)

test("solve, can_checkmate, is_dead (R14, R8)", function()
  local s = tav.solve(tav.Position("8/8/5RH1/(Bb)3K3/8/8/1k6/8 w - - 0 1"), "#2")
  equal(1, #s.keys, "one key")
  equal("g6-d3", s.keys[1], "key")
  check(s.complete, "complete")
  local h = tav.solve(tav.Position("1r6/1k6/6rb/2K5/5R2/8/2Np4/8 b - - 0 1"), "h#2")
  check(#h.lines > 0 and #h.lines[1] == 4, "helpmate lines of 2n plies")
  raises(tav.solve, tav.Position(), "#x")
  raises(tav.solve, tav.Position(), "#2", { max_nodes = -1 })
  local kk = tav.Position("8/8/8/3k4/8/8/8/3K4 w - - 0 1")
  equal(true, tav.is_dead(kk), "two kings")
  equal("no", (tav.can_checkmate(kk, "w")), "white cannot mate")
  equal(false, tav.is_dead(tav.Position()), "the start")
  raises(tav.can_checkmate, kk, "x")
end)

test("Clock and TimeControl (R13)", function()
  local c = tav.Clock("300+2")
  equal("w", c:turn(), "white first")
  c:press(1500)
  equal(300000 - 1500 + 2000, c:remaining("w"), "increment")
  equal("b", c:turn(), "then black")
  equal(1, c:moves("w"), "moves")
  check(c:check(400000), "black's flag falls")
  check(c:flagged("b") and not c:flagged("w"), "flagged")
  raises(c.press, c, 1)
  raises(c.press, c, -1)
  local tc = tav.TimeControl("40/7200:1800")
  equal(2, tc:periods(), "periods")
  equal(40, tav.Clock(tc):moves_to_go("w"), "40 to go")
  check(raises(tav.TimeControl, "40/x"):find("time control", 1, true), "located message")
end)

test("svg(): a diagram with options; bad options refused", function()
  local doc = tav.svg(tav.Position(), { size = 300, orientation = "b", lastmove = { "e2", "e4" },
    arrows = { { "g1", "f3", "#0000ff80" } }, fill = { d4 = "yellow" }, marks = { "e5" }, title = "Start" })
  check(doc:find("<svg", 1, true), "an SVG document")
  check(doc:find("<title>Start</title>", 1, true), "title")
  raises(tav.svg, tav.Position(), { size = 10 })
  raises(tav.svg, tav.Position(), { fill = { z9 = "red" } })
  raises(tav.svg, tav.Position(), { fill = { a1 = "notacolour" } })
end)

print("1.." .. count)
os.exit(failures == 0 and 0 or 1)
