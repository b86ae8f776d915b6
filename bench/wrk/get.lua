-- get.lua: a fixed GET of the URL given to wrk. It defines no request()
-- function, so wrk keeps its pre-built request (fastest path; fair for
-- the /healthz ceiling too).
local dir = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
dofile(dir .. "report.lua")
