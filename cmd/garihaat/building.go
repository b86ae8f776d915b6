package main

import (
	"io"
	"log/slog"

	"garihaat/progress"
)

// buildReporter reports the server's long work on its own data — the
// list index read whole, the stored details and pages made for a new
// build or origin (issue 47: a first start at 1,000,000 vehicles said
// nothing for minutes): a bar on stderr when it is a terminal and the log
// is text, else lines on the log (every progress.Every, and one at the
// end with the count and the time taken), so a JSON log stays JSON.
func buildReporter(stderr io.Writer, logger *slog.Logger, logFormat string) progress.Reporter {
	if logFormat != "text" {
		stderr = nil // never a terminal: lines on the log
	}
	return func(what string, total int64) *progress.Counter {
		bar := progress.NewLogging(stderr, func(line string) { logger.Info(line) }, what, total)
		return progress.Count(bar, progress.Step)
	}
}
