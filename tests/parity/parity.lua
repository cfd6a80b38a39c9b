-- The Lua column of bindings/parity.tsv, run against the module:
-- lua5.4 parity.lua PARITY.TSV TGN. One TAP line a row; exit status 1 if
-- any cell gives another value than the row expects.
local tavreli = require "tavreli"
local tsv, tgn = arg[1], arg[2]

local P = tavreli.Position
local fixtures = { tavreli = tavreli, tgn = tgn, p = P(), c = P("4k3/8/8/8/4R3/8/8/K7 b - - 0 1"),
  m = P("k7/8/NKB5/8/8/8/8/8 b - - 0 1"), s = P("4k3/8/8/8/4(RN)3/8/8/K7 w - - 0 1"),
  pin = P("k3r3/8/8/8/8/8/4(pR)3/4K3 w - - 0 1"), kk = P("8/8/8/3k4/8/8/8/3K4 w - - 0 1"),
  prob = P("8/8/5RH1/(Bb)3K3/8/8/1k6/8 w - - 0 1") }
setmetatable(fixtures, { __index = _G })

local function split(line)
  local t = {}
  for cell in (line .. "\t"):gmatch("([^\t]*)\t") do t[#t + 1] = cell end
  return t
end

local col, count, failures
for line in io.lines(tsv) do
  if line:match("%S") and not line:match("^#") then
    local cells = split(line)
    if not col then
      for i, name in ipairs(cells) do if name == "lua" then col = i end end
      count, failures = 0, 0
    elseif not cells[col]:match("^n/a:") then
      local feature, expected, cell = cells[1], cells[2], cells[col]
      count = count + 1
      local env = setmetatable({ q = P() }, { __index = fixtures })
      local is_error = cell:match("^error:")
      local code = is_error and ("return " .. cell:sub(7)) or (cell:match("return") and cell or ("return " .. cell))
      local chunk, err = load(code, "=" .. feature, "t", env)
      local got
      if not chunk then
        got = "syntax: " .. err
      else
        local ok, v = pcall(chunk)
        if is_error then got = ok and "(no error)" or tostring(v)
        elseif ok then got = tostring(v)
        else got = "error: " .. tostring(v) end
      end
      if got == expected then
        print(("ok %d - lua: %s"):format(count, feature))
      else
        failures = failures + 1
        print(("not ok %d - lua: %s: expected '%s', got '%s' from %s"):format(count, feature, expected, got, cell))
      end
    end
  end
end
print("1.." .. count)
os.exit(failures == 0 and 0 or 1)
