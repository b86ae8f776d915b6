package main

import (
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strconv"
)

// apart gives the server the first half of the machine's cores and this
// process — the attacker, and wrk, which it starts — the other half, so
// that what an attack costs the bench's own dialling is not counted
// against the server: an attacker's machine is not the server's. On two
// cores the attacker's ~1,000 dials a second took about the 10 % the idle
// phase allows (issue 46). It is `taskset -a -p` on every thread of both
// (threads made later inherit it); undo gives both every core again. Each
// phase, the one alone too, runs so, so the ratios compare like with like.
func apart(srv *server) (undo func(), err error) {
	n := runtime.NumCPU()
	if n < 2 {
		return nil, fmt.Errorf("one core: nothing to keep apart")
	}
	if _, err := exec.LookPath("taskset"); err != nil {
		return nil, err
	}
	set := func(cpus string, pid int) error {
		if out, err := exec.Command("taskset", "-a", "-p", "-c", cpus, strconv.Itoa(pid)).CombinedOutput(); err != nil {
			return fmt.Errorf("taskset %s %d: %v: %s", cpus, pid, err, out)
		}
		return nil
	}
	all := fmt.Sprintf("0-%d", n-1)
	undo = func() {
		_ = set(all, srv.cmd.Process.Pid)
		_ = set(all, os.Getpid())
	}
	if err := set(fmt.Sprintf("0-%d", n/2-1), srv.cmd.Process.Pid); err != nil {
		return nil, err
	}
	if err := set(fmt.Sprintf("%d-%d", n/2, n-1), os.Getpid()); err != nil {
		undo()
		return nil, err
	}
	return undo, nil
}
