package main

import (
	"bytes"
	"encoding/json"
	"log/slog"
	"strings"
	"testing"
)

// TestBuildReporterLogs: off a terminal the server's progress lines are
// records of its log, so a JSON log stays JSON, and the last says the
// count and the time taken.
func TestBuildReporterLogs(t *testing.T) {
	var out bytes.Buffer
	logger := slog.New(slog.NewJSONHandler(&out, nil))
	count := buildReporter(&out, logger, "json").Start("list index", 3000)
	for range 3000 {
		count.Add(1)
	}
	count.Stop()
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	var last struct{ Level, Msg string }
	for _, l := range lines {
		if err := json.Unmarshal([]byte(l), &last); err != nil {
			t.Fatalf("not a JSON record: %q (%v)", l, err)
		}
	}
	if last.Level != "INFO" || !strings.HasPrefix(last.Msg, "list index: 3000 done in ") {
		t.Errorf("last record %+v", last)
	}
}
