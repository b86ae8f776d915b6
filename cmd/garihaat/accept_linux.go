//go:build linux

package main

import (
	"net"
	"net/netip"
	"os"
	"syscall"
	"unsafe"

	"golang.org/x/net/bpf"
	"golang.org/x/sys/unix"
)

// kernelAccept takes connections from the listening socket with accept4
// itself, so that one the limits refuse costs only that call, a linger
// option and a close: no net.TCPConn (its descriptor registered with the
// poller and unregistered, a finalizer, the local address read, five
// socket options set, two addresses parsed) for a connection reset at once.
// Issue 46: one address opening connections in a loop cost the server
// ~100–150 µs of CPU for each one it refused.
type kernelAccept struct {
	// file is a duplicate of the listening socket: a listener's own
	// RawConn cannot wait to read (EINVAL), a file's can.
	file *os.File
	raw  syscall.RawConn
	// The accept loop's own: reused by every call, so accepting allocates
	// nothing (a pointer given to a system call escapes to the heap).
	sa    syscall.RawSockaddrAny
	saLen uint32
	nfd   int
	errno syscall.Errno
	try   func(fd uintptr) bool
}

// incoming is a connection accepted from the kernel, not yet taken or
// refused: its descriptor.
type incoming struct{ fd int }

func newKernelAccept(ln *net.TCPListener) (*kernelAccept, error) {
	file, err := ln.File() // non-blocking, as the listener: registered with the poller
	if err != nil {
		return nil, err
	}
	raw, err := file.SyscallConn()
	if err != nil {
		file.Close()
		return nil, err
	}
	k := &kernelAccept{file: file, raw: raw}
	k.try = func(fd uintptr) bool {
		k.saLen = syscall.SizeofSockaddrAny
		r, _, e := syscall.Syscall6(syscall.SYS_ACCEPT4, fd, uintptr(unsafe.Pointer(&k.sa)), uintptr(unsafe.Pointer(&k.saLen)),
			syscall.SOCK_NONBLOCK|syscall.SOCK_CLOEXEC, 0, 0)
		k.nfd, k.errno = int(r), e
		// EAGAIN: nothing pending; the poller waits for the next one.
		// EINTR and ECONNABORTED (reset while queued): try again at once.
		return e != syscall.EAGAIN && e != syscall.EINTR && e != syscall.ECONNABORTED
	}
	return k, nil
}

// next waits for the next connection and returns it with its address as
// the limits count it (peerKey); the error is the listener's (closed) or
// accept4's (EMFILE…).
func (k *kernelAccept) next() (incoming, netip.Addr, error) {
	if err := k.raw.Read(k.try); err != nil {
		return incoming{}, netip.Addr{}, err
	}
	if k.errno != 0 {
		return incoming{}, netip.Addr{}, os.NewSyscallError("accept4", k.errno)
	}
	var addr netip.Addr
	switch k.sa.Addr.Family {
	case syscall.AF_INET:
		p := (*syscall.RawSockaddrInet4)(unsafe.Pointer(&k.sa))
		addr = netip.AddrFrom4(p.Addr)
	case syscall.AF_INET6:
		p := (*syscall.RawSockaddrInet6)(unsafe.Pointer(&k.sa))
		addr = addrKey(netip.AddrFrom16(p.Addr))
	}
	return incoming{fd: k.nfd}, addr, nil
}

// close stops next (the duplicate keeps the socket listening until then).
func (k *kernelAccept) close() error { return k.file.Close() }

// refuse resets in: no FIN exchange, no TIME_WAIT kept for it.
func (k *kernelAccept) refuse(in incoming) {
	syscall.SetsockoptLinger(in.fd, syscall.SOL_SOCKET, syscall.SO_LINGER, &lingerReset)
	syscall.Close(in.fd)
}

var lingerReset = syscall.Linger{Onoff: 1, Linger: 0}

// take makes in a *net.TCPConn, set as the listener's own are (no Nagle
// delay, keep-alive probes after 15 s idle: net.FileConn's defaults).
func (k *kernelAccept) take(in incoming) (*net.TCPConn, error) {
	f := os.NewFile(uintptr(in.fd), "")
	nc, err := net.FileConn(f) // a duplicate descriptor, registered with the poller
	f.Close()
	if err != nil {
		return nil, err
	}
	tcp, ok := nc.(*net.TCPConn)
	if !ok {
		nc.Close()
		return nil, syscall.EINVAL
	}
	return tcp, nil
}

// kernelFilters: the listening socket takes a filter (synBlock).
const kernelFilters = true

// setFilter replaces the listening socket's filter with prog (SO_ATTACH_FILTER
// swaps it atomically for the packets that follow); nil detaches it. The
// children accepted meanwhile keep the program they were accepted under.
func (k *kernelAccept) setFilter(prog []bpf.Instruction) error {
	var code []unix.SockFilter
	if prog != nil {
		raw, err := bpf.Assemble(prog)
		if err != nil {
			return err
		}
		code = make([]unix.SockFilter, len(raw))
		for i, r := range raw {
			code[i] = unix.SockFilter{Code: r.Op, Jt: r.Jt, Jf: r.Jf, K: r.K}
		}
	}
	var serr error
	err := k.raw.Control(func(fd uintptr) {
		if code == nil {
			if serr = unix.SetsockoptInt(int(fd), unix.SOL_SOCKET, unix.SO_DETACH_FILTER, 0); serr == unix.ENOENT {
				serr = nil // none attached
			}
			return
		}
		serr = unix.SetsockoptSockFprog(int(fd), unix.SOL_SOCKET, unix.SO_ATTACH_FILTER,
			&unix.SockFprog{Len: uint16(len(code)), Filter: &code[0]})
	})
	if err != nil {
		return err
	}
	return os.NewSyscallError("setsockopt", serr)
}
