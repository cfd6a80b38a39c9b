-- The SVG renderer from Lua (bindings/render.i): run by lua-svg.sh as
-- lua5.4 test_svg.lua. Prints "ok"/"not ok" per check; exit 1 on failure.
local tav = require "tavreli"
local count, failures = 0, 0

local function test(name, f)
  count = count + 1
  local ok, err = xpcall(f, debug.traceback)
  print((ok and "ok %d - %s" or "not ok %d - %s: %s"):format(count, name, err))
  if not ok then failures = failures + 1 end
end

local function check(ok, what) if not ok then error(what, 2) end end

local function occurrences(s, needle)
  local n, i = 0, 1
  while true do
    local a, b = s:find(needle, i, true)
    if not a then return n end
    n, i = n + 1, b + 1
  end
end

local TOWER = "4k3/8/8/8/3(p=hP=NNb)4/8/8/4K3 w - - 0 1"

test("defaults: a 400 px document of the start position", function()
  local o = tav.tav_svg_options()
  check(o.size == 400 and o.orientation == tav.TAV_WHITE and o.legend_height == 5, "defaults")
  local s = tav.tavb_svg_write(tav.Position(), o)
  check(s:sub(1, 5) == "<svg ", "starts with <svg")
  check(s:find('width="400" height="400"', 1, true), "400 px")
  check(s:sub(-7) == "</svg>\n", "ends with </svg>")
  check(occurrences(s, 'class="tower ') == 32, "32 towers")
end)

test("every piece of a tower, with its badge", function()
  local s = tav.tavb_svg_write(tav.Position(TOWER), tav.tav_svg_options())
  check(s:find("d4, 4 pieces from the bottom: black pawn (badge H), white pawn (badge N), "
               .. "white knight, black bishop", 1, true), "the tower's pieces")
  check(occurrences(s, 'class="token"') == 3, "three tokens under the top")
end)

test("options: size, flip, arrows, fill, marks, title", function()
  local o = tav.tav_svg_options()
  o.size = 240
  o.orientation = tav.TAV_BLACK
  o.check = tav.TAV_SVG_CHECK_AUTO
  check(tav.tavb_svg_add_arrow(o, 12, 28, tav.tavb_svg_parse_color("#ff000080")) == tav.TAV_OK, "arrow")
  check(tav.tavb_svg_add_arrow(o, 12, 64, 0) == tav.TAV_EINVAL, "arrow to a bad square")
  check(tav.tavb_svg_set_fill(o, 7, tav.tavb_svg_parse_color("blue")) == tav.TAV_OK, "fill")
  check(tav.tavb_svg_mark(o, 0, 1) == tav.TAV_OK, "mark")
  check(tav.tavb_svg_set_color(o, tav.tav_svg_color_role_parse("light"), tav.tavb_svg_parse_color("#123")) == tav.TAV_OK, "colour")
  check(tav.tavb_svg_set_title(o, "x & y") == tav.TAV_OK, "title")
  local s = tav.tavb_svg_write(tav.Position(), o)
  check(s:find('height="240"', 1, true), "240 px")
  check(s:find('<g class="arrow" opacity="0.5">', 1, true), "the arrow")
  check(s:find('fill="#0000ff"', 1, true), "the fill")
  check(s:find('class="mark"', 1, true), "the mark")
  check(s:find('fill="#112233"', 1, true), "the colour")
  check(s:find("<title>x &amp; y</title>", 1, true), "the title, escaped")
  check(s:find('<rect x="201" y="12" width="27"', 1, true), "a1 at the upper right")
  check(tav.tavb_svg_parse_color("nope") < 0, "bad colour")
end)

test("bad options raise the library's error", function()
  local o = tav.tav_svg_options()
  o.size = 10
  local ok, err = pcall(tav.tavb_svg_write, tav.Position(), o)
  check(not ok and tostring(err):find("bad SVG options", 1, true), "size 10: " .. tostring(err))
end)

test("one piece, drawn as on the board (tavreli.svg_piece)", function()
  local s = tav.svg_piece(13, 90) -- a black knight
  check(s:find('width="90" height="90"', 1, true), "90 px")
  check(s:find("<title>black knight</title>", 1, true), "its name")
  check(tav.svg_piece(2):find('width="45"', 1, true), "45 px by default")
  local ok, err = pcall(tav.svg_piece, 0)
  check(not ok and tostring(err):find("bad piece picture", 1, true), "piece 0: " .. tostring(err))
  ok, err = pcall(tav.svg_piece, 13, 7)
  check(not ok and tostring(err):find("8..16384", 1, true), "size 7: " .. tostring(err))
end)

print(("1..%d"):format(count))
os.exit(failures == 0 and 0 or 1)
