package main

import "garihaat/httpapi"

// streamLimits sets the instance's cap on event streams below its open-file
// limit, keeping a quarter of it (at least 1,024 descriptors) for ordinary
// requests, the database and the log, so a flood of streams from many
// addresses still leaves /healthz and the pages answering (issue 26).
func streamLimits(files uint64) httpapi.StreamLimits {
	l := httpapi.DefaultStreamLimits
	if files == 0 {
		return l
	}
	reserve := max(1024, files/4)
	if files <= reserve+64 {
		l.Total = 64
	} else {
		l.Total = int(min(files-reserve, 100_000))
	}
	return l
}
