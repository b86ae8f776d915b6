package main

import "testing"

func TestStreamLimitsKeepRoom(t *testing.T) {
	for files, want := range map[uint64]int{0: 10_000, 1024: 64, 4096: 3072, 20_000: 15_000, 1 << 20: 100_000} {
		if got := streamLimits(files).Total; got != want {
			t.Errorf("%d files: %d streams, want %d", files, got, want)
		}
	}
}
