//go:build !linux

package httpapi

import "net"

// watchHangup has no watcher outside Linux: the heartbeat finds the
// streams whose client went away (within Heartbeat).
func watchHangup(net.Conn, func()) (forget func()) { return func() {} }
