package main

import (
	"fmt"
	"syscall"
)

// serverFiles is the open-file budget the measured server is given
// (--open-files): the machine's own limit when the bench started, as the
// issue's attack met it (20,000 here).
var serverFiles uint64

// raiseFiles raises the bench's own open-file limit above the server's
// budget, so the attacker (-abuse-conns: 20,000 idle connections and its
// dials waiting in the kernel while the server drops them) is bounded by
// the server, not by the bench — it ran out of descriptors and could not
// start wrk. The server keeps the budget the machine had.
func raiseFiles() error {
	var lim syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim); err != nil {
		return err
	}
	serverFiles = lim.Cur
	const want = 1 << 17
	if lim.Max >= want {
		lim.Cur = want
	} else {
		lim.Cur, lim.Max = want, want // root may raise the hard limit
	}
	if err := syscall.Setrlimit(syscall.RLIMIT_NOFILE, &lim); err != nil {
		return fmt.Errorf("raising the bench's open files to %d: %w (the attacker needs more than the server's %d)", want, err, serverFiles)
	}
	return nil
}
