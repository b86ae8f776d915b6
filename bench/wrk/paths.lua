-- paths.lua: GET each path of a file once, in order, so no cache has seen
-- it (cold pages). The threads walk on from one random place of the run,
-- spread along the file by the golden ratio's fraction of it: at random
-- places of their own, two threads that started close walked where the
-- other had just been and found its answers cached — the same scenario
-- ran a third faster or slower from one run to the next. With more
-- requests than paths they wrap around (then some repeat).
-- Usage: wrk ... -s paths.lua URL -- /path/to/paths.txt  (one path a line)
local dir = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
dofile(dir .. "report.lua")

-- setup (report.lua's) runs in the main thread; the run's place is drawn
-- there once and handed to every thread.
local numbered, drawn = setup, nil
function setup(thread)
  numbered(thread)
  if not drawn then
    math.randomseed(os.time())
    drawn = math.random(1e9)
  end
  thread:set("place", drawn)
end

local paths, at = {}, 0
function init(args)
  paths = lines(args[1], "paths.lua")
  at = (place + math.floor((thread_id - 1) * #paths * 0.6180339887)) % #paths
end

function request()
  at = at % #paths + 1
  return wrk.format("GET", paths[at])
end
