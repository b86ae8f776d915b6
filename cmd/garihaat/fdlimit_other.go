//go:build !unix

package main

// openFileLimit is unknown here: the default stream limits apply.
func openFileLimit() uint64 { return 0 }
