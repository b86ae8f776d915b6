//go:build unix

package main

import "syscall"

// openFileLimit is the process's open-file limit. Go raises the soft limit
// to the hard one at start (since Go 1.19), so this is as high as the OS
// allows this process.
func openFileLimit() uint64 {
	var l syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &l); err != nil {
		return 0
	}
	return l.Cur
}
