-- The idiomatic Lua layer of the module tavreli, run when the module loads
-- (bindings/lua/tavreli_lua.i inserts this file as SWIG's luacode): games
-- and their nodes, a reader as an iterator, the engine, the solver, dead
-- positions, clocks and SVG, as methods and tables over the C functions
-- the module wraps. Errors are Lua errors whose message is the library's
-- located text. Moves are their R9 texts ("e2-e4", "c1(2)-d2").
local tav = tavreli
if type(tav) ~= "table" then error("tavreli: the module table is not loaded") end

local function fail(what, code)
  error(("%s: %s"):format(what, tav.tav_strerror(code)), 3)
end

local function check(rc, what)
  if rc < 0 then fail(what, rc) end
  return rc
end

local function colour(c, what)
  if c == "w" or c == "white" or c == tav.TAV_WHITE then return tav.TAV_WHITE end
  if c == "b" or c == "black" or c == tav.TAV_BLACK then return tav.TAV_BLACK end
  error(("%s: colour must be 'w' or 'b', not %s"):format(what or "colour", tostring(c)), 3)
end

local function square(name)
  local sq = tav.tav_square_parse(name)
  if sq < 0 then error(("not a square: '%s'"):format(tostring(name)), 3) end
  return sq
end

local function count(n, what)
  if n == nil then return 0 end
  if math.type(n) ~= "integer" or n < 0 then
    error(("%s must be a whole number 0 or more, not %s"):format(what, tostring(n)), 3)
  end
  return n
end

-- ---- queries of a position (tavreli/query.h) ------------------------------

local function squares(set)
  local t = {}
  for sq = 0, 63 do
    if set & (1 << sq) ~= 0 then t[#t + 1] = tav.tavb_square_name(sq) end
  end
  return t
end

local methods = getmetatable(tav.Position())[".fn"]
--- The squares of by's ("w"/"b") pieces that attack square (tops of towers, R7).
function methods.attackers(pos, by, sq)
  return squares(tav.tav_position_attackers(pos, colour(by, "attackers"), square(sq)))
end
--- The squares of the pieces that check the side to move.
function methods.checkers(pos) return squares(tav.tav_position_checkers(pos)) end
--- The squares of colour's pieces pinned to its king.
function methods.pinned(pos, c) return squares(tav.tav_position_pinned(pos, colour(c, "pinned"))) end
--- Whether the move (R9 text) gives check (a split may free a checking piece, R2).
function methods.gives_check(pos, text) return tav.tav_position_gives_check(pos, tav.tavb_move_parse(pos, text)) == 1 end
--- Whether the move (R9 text) is legal here; false for text that is not a move here.
function methods.is_legal(pos, text)
  local ok, m = pcall(tav.tavb_move_parse, pos, text)
  return ok and tav.tav_position_is_legal(pos, m) == 1
end

-- ---- games (R11) ---------------------------------------------------------

local Game, Node = {}, {}
Game.__index, Node.__index = Game, Node

local function wrap_game(g) return setmetatable({ _g = g }, Game) end
local function node(game, id) return setmetatable({ _game = game, _id = id }, Node) end

--- A new game from the start position, or from a TFEN (a Lua error naming
--- the field that is wrong otherwise).
function tav.Game(tfen) return wrap_game(tav.tavb_game_new(tfen)) end

--- The value of tag name, or nil.
function Game:header(name) return tav.tav_game_tag(self._g, name) end
--- Sets (or adds) tag name.
function Game:set_header(name, value) check(tav.tav_game_set_tag(self._g, name, value), "tag " .. name) end
--- The tags: a table name -> value, and the names in order as its sequence.
function Game:headers()
  local t = {}
  for i = 0, tav.tav_game_tag_count(self._g) - 1 do
    local k = tav.tav_game_tag_name(self._g, i)
    t[#t + 1] = k
    t[k] = tav.tav_game_tag_value(self._g, i)
  end
  return t
end
--- The TFEN the game starts from.
function Game:start_tfen() return tav.tav_game_start_tfen(self._g) end
--- The root node (the start position).
function Game:root() return node(self, tav.TAV_GAME_ROOT) end
--- The last node of the main line.
function Game:last()
  local n = tav.tav_game_main_line_length(self._g)
  return n == 0 and self:root() or node(self, tav.tav_game_main_line_node(self._g, n - 1))
end
--- The main line's moves as a sequence of texts.
function Game:mainline()
  local t = {}
  for i = 0, tav.tav_game_main_line_length(self._g) - 1 do
    t[#t + 1] = tav.tavb_move_format(tav.tav_game_node_move(self._g, tav.tav_game_main_line_node(self._g, i)))
  end
  return t
end
--- Plays text (R9) at the end of the main line; returns its node.
function Game:push(text) return self:last():add_move(text) end
--- "1-0", "0-1", "1/2-1/2", "*", or "" when the record has none.
function Game:result()
  local r = tav.tav_game_result(self._g)
  return r == tav.TAV_RESULT_NONE and "" or tav.tav_result_text(r)
end
--- Sets the result from its token (read by C: tav_result_parse).
function Game:set_result(token)
  local r = type(token) == "string" and tav.tavb_result_parse(token) or -1
  if r < 0 then error(("not a result token: '%s'"):format(tostring(token)), 2) end
  check(tav.tav_game_set_result(self._g, r), "result")
end
--- Whether the record was read without errors.
function Game:is_valid() return tav.tav_game_is_valid(self._g) ~= 0 end
--- The reader's errors and warnings, one located line each.
function Game:problems()
  local t = {}
  for i = 0, tav.tav_game_problem_count(self._g) - 1 do t[#t + 1] = tav.tavb_game_problem_text(self._g, i) end
  return t
end
--- The record as canonical TGN text.
function Game:tgn() return tav.tavb_game_write_with(self._g, 0) end
Game.__tostring = Game.tgn

--- The move that leads here (nil at the root).
function Node:move()
  if self._id == tav.TAV_GAME_ROOT then return nil end
  return tav.tavb_move_format(tav.tav_game_node_move(self._game._g, self._id))
end
--- The node before (nil at the root).
function Node:parent()
  local p = tav.tav_game_node_parent(self._game._g, self._id)
  return p >= 0 and node(self._game, p) or nil
end
--- The following nodes, the main one first.
function Node:variations()
  local t = {}
  for i = 0, tav.tav_game_node_child_count(self._game._g, self._id) - 1 do
    t[#t + 1] = node(self._game, tav.tav_game_node_child(self._game._g, self._id, i))
  end
  return t
end
--- The main continuation, or nil.
function Node:next() return self:variations()[1] end
--- Half-moves from the start.
function Node:ply() return tav.tav_game_node_ply(self._game._g, self._id) end
--- The comment after the move ("" when none).
function Node:comment() return tav.tav_game_node_comment(self._game._g, self._id) or "" end
function Node:set_comment(text) check(tav.tav_game_set_comment(self._game._g, self._id, 0, text), "comment") end
--- The NAGs as a sequence of numbers.
function Node:nags()
  local t = {}
  for i = 0, tav.tav_game_node_nag_count(self._game._g, self._id) - 1 do
    t[#t + 1] = tav.tav_game_node_nag(self._game._g, self._id, i)
  end
  return t
end
function Node:add_nag(n) check(tav.tav_game_add_nag(self._game._g, self._id, n), "NAG " .. tostring(n)) end
--- The "[%clk]" after the move in milliseconds, or nil.
function Node:clock()
  local ms = tav.tavb_game_node_clock(self._game._g, self._id)
  if ms == -2 then error("malformed [%clk] in the comment", 2) end
  return ms >= 0 and ms or nil
end
function Node:set_clock(ms) check(tav.tav_game_set_clock(self._game._g, self._id, count(ms, "clock")), "clock") end
--- A new Position at this node.
function Node:position() return tav.tavb_game_position_at(self._game._g, self._id) end
--- Reads text (R9) in this node's position, adds it; returns its node.
function Node:add_move(text)
  local m = tav.tavb_move_parse(self:position(), text)
  return node(self._game, check(tav.tavb_game_add_move(self._game._g, self._id, m), text))
end
function Node.__eq(a, b) return a._game == b._game and a._id == b._id end
function Node:__tostring() return self:move() and ("Node(ply %d, %s)"):format(self:ply(), self:move()) or "Node(root)" end

--- An iterator over the games of a file: for game in tavreli.games(path) do ... end.
--- As in Python and Java, a bad record raises nothing: its problems are in
--- game:problems(); reading is lenient (on past an error where it can)
--- unless opts.strict ends each game at its first error. opts.text: source
--- is TGN text rather than a file name.
function tav.games(source, opts)
  opts = opts or {}
  local mode = opts.strict and tav.TAV_READ_STRICT or tav.TAV_READ_LENIENT
  local r = opts.text and tav.tavb_reader_new_buffer(source, mode) or tav.tavb_reader_open(source, mode)
  return function()
    local g = tav.tavb_reader_next(r)
    return g and wrap_game(g) or nil
  end
end

--- The first game of a TGN text (opts as games()).
function tav.read_game(text, opts)
  local g = tav.games(text, { text = true, strict = opts and opts.strict })()
  if not g then error("no game in the text", 2) end
  return g
end

-- ---- the engine -------------------------------------------------------------

local Engine = {}
Engine.__index = Engine

--- An engine with a hash_mb MiB table (default size when nil).
function tav.Engine(hash_mb)
  local e = tav.tavb_engine_new(count(hash_mb, "hash_mb"))
  if not e then error(("an engine with a %d MiB table: out of memory or out of range"):format(hash_mb or 0), 2) end
  return setmetatable({ _e = e }, Engine)
end

local function search(self, pos, limits)
  limits = limits or {}
  local r = tav.tav_search_result()
  check(tav.tavb_engine_search(self._e, pos, count(limits.depth, "depth"), count(limits.nodes, "nodes"),
    count(limits.movetime, "movetime"), count(limits.mate, "mate"), math.max(1, count(limits.multipv, "multipv")),
    0, r), "search")
  return r
end

--- The lines of a search of pos, best first: each { depth, score_cp, mate,
--- nodes, time_ms, pv = { move texts } }. limits: { depth, nodes, movetime
--- (ms), mate, multipv }.
function Engine:analyse(pos, limits)
  local r, t = search(self, pos, limits), {}
  for i = 0, r.line_count - 1 do
    local l = tav.tavb_result_line(r, i)
    local pv = {}
    for j = 0, l.pv_length - 1 do pv[#pv + 1] = tav.tavb_move_format(tav.tavb_line_pv(l, j)) end
    t[#t + 1] = { depth = l.depth, score_cp = l.score_cp, mate = l.mate, nodes = l.nodes,
                  time_ms = l.time_ms, pv = pv }
  end
  return t
end
--- The move to play (its text), or nil when there is none.
function Engine:best_move(pos, limits)
  local m = search(self, pos, limits).best_move
  return m ~= 0 and tav.tavb_move_format(m) or nil
end
function Engine:stop() tav.tav_engine_stop(self._e) end
function Engine:clear() tav.tav_engine_clear(self._e) end
function Engine:hash_mb() return tav.tav_engine_hash(self._e) end
--- The static evaluation of pos, centipawns for the side to move.
function tav.evaluate(pos) return tav.tav_evaluate(pos) end

-- ---- the solver (R14) and dead positions (R8) -----------------------------

local function moves_of(n, get)
  local t = {}
  for i = 0, n - 1 do t[#t + 1] = tav.tavb_move_format(get(i)) end
  return t
end

--- Solves stip ("#2", "h#3", "s#2", "=2"...) from pos. opts: { tries =
--- true, max_nodes, max_seconds }. Returns { keys, threats (per key), tries
--- = { { move, refutation } }, lines (helpmates), complete, nodes, seconds }.
function tav.solve(pos, stip, opts)
  opts = opts or {}
  local secs = opts.max_seconds or 0
  if type(secs) ~= "number" or secs ~= secs or secs < 0 then
    error("max_seconds must be 0 (none) or more", 2)
  end
  local flags = tav.TAVB_SOLVE_THREATS | tav.TAVB_SOLVE_TREE | (opts.tries and tav.TAVB_SOLVE_TRIES or 0)
  local s = tav.tavb_solve(pos, stip, flags, count(opts.max_nodes, "max_nodes"), secs)
  local out = { keys = moves_of(tav.tav_solution_key_count(s), function(i) return tav.tav_solution_key(s, i) end),
                threats = {}, tries = {}, lines = {},
                complete = tav.tav_solution_complete(s) ~= 0, nodes = tav.tav_solution_nodes(s),
                seconds = tav.tav_solution_seconds(s) }
  for k = 0, #out.keys - 1 do
    out.threats[k + 1] = moves_of(tav.tav_solution_threat_count(s, k),
                                  function(i) return tav.tav_solution_threat(s, k, i) end)
  end
  for i = 0, tav.tav_solution_try_count(s) - 1 do
    out.tries[#out.tries + 1] = { tav.tavb_move_format(tav.tav_solution_try(s, i)),
                                  tav.tavb_move_format(tav.tav_solution_refutation(s, i)) }
  end
  for i = 0, tav.tav_solution_line_count(s) - 1 do
    out.lines[#out.lines + 1] = moves_of(tav.tav_solution_line_length(s, i),
                                         function(j) return tav.tav_solution_line_move(s, i, j) end)
  end
  return out
end

--- Can colour ("w"/"b") mate by any series of legal moves? "yes" and the
--- line (a sequence of move texts), "no", or "unknown".
function tav.can_checkmate(pos, c, max_nodes)
  local s = tav.tavb_can_checkmate(pos, colour(c, "can_checkmate"), count(max_nodes, "max_nodes"))
  local answer, line = s:match("^(%a+)"), {}
  for m in s:gmatch("%s(%S+)") do line[#line + 1] = m end
  return answer, line
end

--- Is pos dead (R8)? true, false, or nil when undecided within max_nodes.
function tav.is_dead(pos, max_nodes)
  local r = check(tav.tavb_position_dead(pos, count(max_nodes, "max_nodes")), "dead position")
  if r == tav.TAVB_DEAD then return true elseif r == tav.TAVB_ALIVE then return false end
  return nil
end

-- ---- clocks (R13) -----------------------------------------------------------

local TimeControl, Clock = {}, {}
TimeControl.__index, Clock.__index = TimeControl, Clock

--- A time control read from text ("40/7200:1800", "300+2", "300d5").
function tav.TimeControl(text) return setmetatable({ _tc = tav.tavb_time_control_parse(text) }, TimeControl) end
function TimeControl:periods() return tav.tav_time_control_periods(self._tc) end
function TimeControl:__tostring() return tav.tavb_time_control_format(self._tc) end

--- A clock at the start of a game under tc (a TimeControl or its text).
function tav.Clock(tc)
  if type(tc) == "string" then tc = tav.TimeControl(tc) end
  return setmetatable({ _c = tav.tavb_clock_new(tc._tc), _tc = tc }, Clock)
end
--- "w" or "b": whose clock runs.
function Clock:turn() return check(tav.tav_clock_turn(self._c), "clock") == tav.TAV_WHITE and "w" or "b" end
--- The running side completes its move after elapsed_ms.
function Clock:press(ms) check(tav.tav_clock_press(self._c, count(ms, "elapsed ms")), "press") end
--- The running side's clock has run ms without a press: whether its flag fell.
function Clock:check(ms) return check(tav.tav_clock_check(self._c, count(ms, "elapsed ms")), "check") == 1 end
--- The main time colour has left (running_ms used of the current move).
function Clock:remaining(c, running_ms)
  return tav.tav_clock_remaining(self._c, colour(c, "remaining"), count(running_ms, "running ms"))
end
function Clock:moves(c) return check(tav.tav_clock_moves(self._c, colour(c, "moves")), "moves") end
function Clock:moves_to_go(c) return check(tav.tav_clock_moves_to_go(self._c, colour(c, "moves_to_go")), "moves") end
function Clock:period(c) return check(tav.tav_clock_period(self._c, colour(c, "period")), "period") end
--- Whether colour's flag has fallen.
function Clock:flagged(c)
  local bit = colour(c, "flagged") == tav.TAV_WHITE and tav.TAV_FLAG_WHITE or tav.TAV_FLAG_BLACK
  return tav.tav_clock_flagged(self._c) & bit ~= 0
end

-- ---- SVG --------------------------------------------------------------------

local function svg_colour(text)
  local c = tav.tavb_svg_parse_color(text)
  if c < 0 then error(("not a colour: '%s'"):format(tostring(text)), 3) end
  return c
end

--- The SVG document of pos. opts: { size, orientation = "w"/"b",
--- coordinates = false, lastmove = { "e2", "e4" }, check = true, arrows = {
--- { "g1", "f3", "#0000ff80" } }, fill = { d4 = "yellow" }, marks = { "e5" },
--- colors = { light = "#ffffff" }, title, legend }.
function tav.svg(pos, opts)
  opts = opts or {}
  local o = tav.tav_svg_options()
  if opts.size then
    local s = count(opts.size, "size")
    if s < tav.TAV_SVG_SIZE_MIN or s > tav.TAV_SVG_SIZE_MAX then
      error(("size must be %d..%d pixels, not %d"):format(tav.TAV_SVG_SIZE_MIN, tav.TAV_SVG_SIZE_MAX, s), 2)
    end
    o.size = s
  end
  if opts.orientation then o.orientation = colour(opts.orientation, "orientation") end
  if opts.coordinates == false then o.coordinates = 0 end
  if opts.lastmove then o.lastmove_from, o.lastmove_to = square(opts.lastmove[1]), square(opts.lastmove[2]) end
  if opts.check then o.check = tav.TAV_SVG_CHECK_AUTO end
  if opts.legend then o.legend_height = count(opts.legend, "legend") end
  for _, a in ipairs(opts.arrows or {}) do
    check(tav.tavb_svg_add_arrow(o, square(a[1]), square(a[2]), a[3] and svg_colour(a[3]) or 0), "arrow")
  end
  for sq, c in pairs(opts.fill or {}) do check(tav.tavb_svg_set_fill(o, square(sq), svg_colour(c)), "fill") end
  for _, sq in ipairs(opts.marks or {}) do check(tav.tavb_svg_mark(o, square(sq), 1), "mark") end
  for role, c in pairs(opts.colors or {}) do
    local r = tav.tav_svg_color_role_parse(role)
    if r < 0 then error(("not a colour role: '%s'"):format(tostring(role)), 2) end
    check(tav.tavb_svg_set_color(o, r, svg_colour(c)), "colour " .. role)
  end
  if opts.title then check(tav.tavb_svg_set_title(o, opts.title), "title") end
  return tav.tavb_svg_write(pos, o)
end

--- The SVG document of one piece (a tav_piece number, tavreli/piece.h),
--- drawn as the board draws a lone piece: size (pixels, 8..16384, default 45).
function tav.svg_piece(piece, size)
  size = count(size or 45, "size")
  if size < tav.TAV_SVG_PIECE_SIZE_MIN or size > tav.TAV_SVG_SIZE_MAX then
    error(("size must be %d..%d pixels, not %d"):format(tav.TAV_SVG_PIECE_SIZE_MIN, tav.TAV_SVG_SIZE_MAX, size), 2)
  end
  return tav.tavb_svg_piece_write(count(piece, "piece"), size, nil)
end
