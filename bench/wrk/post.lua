-- post.lua: a fixed POST without a body to the URL given to wrk (a
-- beacon, such as the vehicle page's view count).
local dir = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
dofile(dir .. "report.lua")
wrk.method = "POST"
