-- slugs.lua: GET /api/v1/get-vehicle/{slug} with a random slug per request,
-- so the detail scenario is not one hot key.
-- Usage: wrk ... -s slugs.lua URL -- /path/to/slugs.txt [prefix]  (one slug a
-- line; prefix defaults to the API's /api/v1/get-vehicle/)
local dir = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
dofile(dir .. "report.lua")

-- setup runs in the main thread: number the threads so each seeds its own
-- random sequence (otherwise both threads could walk the same slugs).
local counter = 0
function setup(thread)
  counter = counter + 1
  thread:set("thread_id", counter)
end

local slugs, prefix = {}, "/api/v1/get-vehicle/"
function init(args)
  prefix = args[2] or prefix
  local file = args[1] or error("slugs.lua: give the slug file after --")
  for line in io.lines(file) do
    if line ~= "" then slugs[#slugs + 1] = line end
  end
  if #slugs == 0 then error("slugs.lua: no slugs in " .. file) end
  math.randomseed(os.time() * 1000 + (thread_id or 0))
end

function request()
  return wrk.format("GET", prefix .. slugs[math.random(#slugs)])
end
