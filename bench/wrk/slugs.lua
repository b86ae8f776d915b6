-- slugs.lua: GET /api/v1/get-vehicle/{slug} with a random slug per request,
-- so the detail scenario is not one hot key.
-- Usage: wrk ... -s slugs.lua URL -- /path/to/slugs.txt [prefix]  (one slug a
-- line; prefix defaults to the API's /api/v1/get-vehicle/)
local dir = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
dofile(dir .. "report.lua")

local slugs, prefix = {}, "/api/v1/get-vehicle/"
function init(args)
  prefix = args[2] or prefix
  slugs = lines(args[1], "slugs.lua")
  math.randomseed(os.time() * 1000 + (thread_id or 0))
end

function request()
  return wrk.format("GET", prefix .. slugs[math.random(#slugs)])
end
