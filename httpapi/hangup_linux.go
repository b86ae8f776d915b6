//go:build linux

package httpapi

import (
	"net"
	"sync"
	"syscall"
)

// hangups watches the event streams' connections for their client hanging
// up, with one epoll set and one goroutine for the whole process: a closed
// stream used to hold its slot until the next heartbeat failed (~27 s,
// issue 46), so addresses that opened and dropped streams in a loop held
// the cap with nothing behind it. A goroutine reading each stream would
// find the hang-up too, but 15,000 of them cost the memory the hijacked
// streams were made to save (issue 12). The set is process-wide because
// descriptors are; it starts with the first stream.
var hangups hangupWatcher

type hangupWatcher struct {
	start sync.Once
	ep    int // the epoll set; -1 when it could not be made
	mu    sync.Mutex
	next  uint64
	gone  map[uint64]func()
}

// watchHangup calls gone once, from the watcher's goroutine, when conn's
// client closes it (or it fails). forget stops the watch; call it before
// closing conn. Connections that are not sockets (a test's pipe) are not
// watched: the heartbeat still finds them.
func watchHangup(conn net.Conn, gone func()) (forget func()) {
	w := &hangups
	w.start.Do(w.open)
	sc, ok := conn.(syscall.Conn)
	if w.ep < 0 || !ok {
		return func() {}
	}
	raw, err := sc.SyscallConn()
	if err != nil {
		return func() {}
	}
	w.mu.Lock()
	w.next++
	id := w.next
	w.gone[id] = gone
	w.mu.Unlock()
	// Hang-up only (not readable): a client that sends bytes after its
	// request must not wake the watcher again and again. One shot: the
	// stream is removed at the first.
	ev := syscall.EpollEvent{Events: syscall.EPOLLRDHUP | syscall.EPOLLONESHOT, Fd: int32(uint32(id)), Pad: int32(uint32(id >> 32))}
	var fd int
	cerr := raw.Control(func(f uintptr) {
		fd = int(f)
		err = syscall.EpollCtl(w.ep, syscall.EPOLL_CTL_ADD, fd, &ev)
	})
	if cerr != nil || err != nil {
		w.drop(id)
		return func() {}
	}
	return func() {
		if w.drop(id) {
			// Still open here (forget comes before the close), so fd is
			// conn's own; a closed descriptor leaves the set by itself.
			raw.Control(func(f uintptr) { syscall.EpollCtl(w.ep, syscall.EPOLL_CTL_DEL, int(f), nil) })
		}
	}
}

func (w *hangupWatcher) open() {
	w.gone = map[uint64]func(){}
	ep, err := syscall.EpollCreate1(syscall.EPOLL_CLOEXEC)
	if err != nil {
		w.ep = -1
		return
	}
	w.ep = ep
	go w.run()
}

// drop forgets id; true when it was still watched.
func (w *hangupWatcher) drop(id uint64) bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	_, ok := w.gone[id]
	delete(w.gone, id)
	return ok
}

func (w *hangupWatcher) run() {
	events := make([]syscall.EpollEvent, 128)
	for {
		n, err := syscall.EpollWait(w.ep, events, -1)
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return // the heartbeat still finds the dead streams
		}
		for _, ev := range events[:n] {
			id := uint64(uint32(ev.Fd)) | uint64(uint32(ev.Pad))<<32
			w.mu.Lock()
			gone := w.gone[id]
			delete(w.gone, id)
			w.mu.Unlock()
			if gone != nil {
				gone()
			}
		}
	}
}
