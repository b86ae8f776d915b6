-- report.lua: shared by every scenario script. done() prints one line
--   BENCHJSON {...}
-- that the orchestrator (bench/wrk.go) parses, so we never scrape wrk's
-- human-readable output. No response() hook on purpose: defining one makes
-- wrk hand every body to Lua, which would lower the numbers we measure.
-- wrk counts HTTP statuses >= 400 in summary.errors.status; the orchestrator
-- also checks each URL once and flags any non-2xx.

-- setup runs in the main thread: number the threads (thread_id), so each
-- seeds its own random sequence or starts at its own place.
local counter = 0
function setup(thread)
  counter = counter + 1
  thread:set("thread_id", counter)
end

-- lines reads a file of one entry a line (slugs, paths) given after --.
function lines(file, script)
  local out = {}
  for line in io.lines(file or error(script .. ": give the file after --")) do
    if line ~= "" then out[#out + 1] = line end
  end
  if #out == 0 then error(script .. ": nothing in " .. file) end
  return out
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'BENCHJSON {"requests":%d,"duration_us":%d,"bytes":%d,' ..
    '"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},' ..
    '"latency_us":{"p50":%d,"p90":%d,"p99":%d,"mean":%.1f,"max":%d}}\n',
    summary.requests, summary.duration, summary.bytes,
    e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99),
    latency.mean, latency.max))
end
