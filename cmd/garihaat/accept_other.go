//go:build !linux

package main

import (
	"errors"
	"net"
	"net/netip"

	"golang.org/x/net/bpf"
)

// kernelAccept is the listener's own Accept where accept4 is not at hand:
// a refused connection then costs a net.TCPConn.
type kernelAccept struct{ ln *net.TCPListener }

type incoming struct{ c *net.TCPConn }

func newKernelAccept(ln *net.TCPListener) (*kernelAccept, error) { return &kernelAccept{ln: ln}, nil }

func (k *kernelAccept) next() (incoming, netip.Addr, error) {
	c, err := k.ln.AcceptTCP()
	if err != nil {
		return incoming{}, netip.Addr{}, err
	}
	return incoming{c}, peerKey(c.RemoteAddr()), nil
}

func (k *kernelAccept) close() error { return nil }

func (k *kernelAccept) refuse(in incoming) {
	in.c.SetLinger(0)
	in.c.Close()
}

func (k *kernelAccept) take(in incoming) (*net.TCPConn, error) { return in.c, nil }

// peerKey is a connection's address as a limit counts it (addrKey).
func peerKey(a net.Addr) netip.Addr {
	ap, err := netip.ParseAddrPort(a.String())
	if err != nil {
		return netip.Addr{}
	}
	return addrKey(ap.Addr())
}

// kernelFilters: no socket filter here; a refused connection is refused
// after accept.
const kernelFilters = false

func (k *kernelAccept) setFilter([]bpf.Instruction) error { return errors.ErrUnsupported }
