-- paths.lua: GET each path of a file once, in order, so no cache has seen
-- it (cold pages). Each thread starts at its own random place and walks
-- on; with more requests than paths it wraps around (then some repeat).
-- Usage: wrk ... -s paths.lua URL -- /path/to/paths.txt  (one path a line)
local dir = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
dofile(dir .. "report.lua")

local paths, at = {}, 0
function init(args)
  paths = lines(args[1], "paths.lua")
  math.randomseed(os.time() * 1000 + (thread_id or 0))
  at = math.random(#paths)
end

function request()
  at = at % #paths + 1
  return wrk.format("GET", paths[at])
end
