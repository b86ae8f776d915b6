package main

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"garihaat"
)

// deliveries times each message from before its send to its arrival on
// the other side's stream, and counts any copy that reaches a stream it
// is not for (another buyer's: a leak).
type deliveries struct {
	mu       sync.Mutex
	pending  map[string]pendingMessage // sent, not yet seen by its reader
	owner    map[string]int64          // every message's buyer
	arrivals []time.Duration
	leaked   int
}

type pendingMessage struct {
	at      time.Time
	toStaff bool // a buyer's question: the staff's stream reads it
}

func newDeliveries() *deliveries {
	return &deliveries{pending: map[string]pendingMessage{}, owner: map[string]int64{}}
}

// expect notes a message about to be sent in buyer's conversation.
func (d *deliveries) expect(ref string, buyer int64, toStaff bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.pending[ref], d.owner[ref] = pendingMessage{at: time.Now(), toStaff: toStaff}, buyer
}

// forget drops a message whose send failed: it is no delivery to wait for.
func (d *deliveries) forget(ref string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	delete(d.pending, ref)
}

// seen is a message event read on a stream: staff's (reader 0) or buyer
// reader's; side is who wrote the message.
func (d *deliveries) seen(ref string, reader int64, side string) {
	now := time.Now()
	d.mu.Lock()
	defer d.mu.Unlock()
	owner, known := d.owner[ref]
	if !known {
		return // another run's message, or not the bench's
	}
	if reader != 0 && owner != reader {
		d.leaked++
		return
	}
	p, ok := d.pending[ref]
	if !ok || p.toStaff != (reader == 0) || (side == garihaat.SideStaff) == p.toStaff {
		return // the writer's own copy, or seen already
	}
	delete(d.pending, ref)
	d.arrivals = append(d.arrivals, now.Sub(p.at))
}

// settle waits up to limit for the messages still on their way.
func (d *deliveries) settle(limit time.Duration) {
	for end := time.Now().Add(limit); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
		d.mu.Lock()
		n := len(d.pending)
		d.mu.Unlock()
		if n == 0 {
			return
		}
	}
}

// results are the delivery times, how many sent messages never arrived
// (of them, how many were buyers' questions the staff's stream missed),
// and how many copies reached a buyer not in their conversation.
func (d *deliveries) results() (arrivals []time.Duration, lost, lostToStaff, leaked int) {
	d.mu.Lock()
	defer d.mu.Unlock()
	for _, p := range d.pending {
		if p.toStaff {
			lostToStaff++
		}
	}
	return append([]time.Duration(nil), d.arrivals...), len(d.pending), lostToStaff, d.leaked
}

// refOf finds the bench's reference in a message's text ("… ref abcd").
func refOf(text string) string {
	i := strings.LastIndex(text, "ref ")
	if i < 0 {
		return ""
	}
	return text[i+4:]
}

// letters writes n in base 26 with the letters a–z: a reference without
// digits, which a phone-number check never mistakes for a contact.
func letters(n int) string {
	var b []byte
	for {
		b = append([]byte{byte('a' + n%26)}, b...)
		if n /= 26; n == 0 {
			return string(b)
		}
	}
}

// openUserStreams opens the staff's stream and each buyer's, 64 at a time,
// and returns how many answered with their ready event; each then reads
// its message events into lab until ctx ends.
func openUserStreams(ctx context.Context, base, staffToken string, buyers []benchBuyer, lab *deliveries) int {
	tr := &http.Transport{MaxIdleConnsPerHost: -1, DisableCompression: true}
	client := &http.Client{Transport: tr}
	go func() { <-ctx.Done(); tr.CloseIdleConnections() }()
	var ready sync.WaitGroup
	var open atomic.Int64
	gate := make(chan struct{}, 64)
	read := func(token, ip string, reader int64) {
		ready.Add(1)
		gate <- struct{}{}
		go func() {
			signalled := false
			done := func() {
				if !signalled {
					signalled = true
					<-gate
					ready.Done()
				}
			}
			defer done()
			req, _ := http.NewRequestWithContext(ctx, "GET", base+"/api/v1/user/events", nil)
			req.Header.Set("Authorization", "Bearer "+token)
			req.Header.Set("X-Forwarded-For", ip)
			resp, err := client.Do(req)
			if err != nil {
				return
			}
			defer resp.Body.Close()
			if resp.StatusCode != http.StatusOK {
				io.Copy(io.Discard, resp.Body)
				return
			}
			sc := bufio.NewScanner(resp.Body)
			// Small at first: 5,000 readers; a long message grows it.
			sc.Buffer(make([]byte, 0, 4096), 64<<10)
			event := ""
			for sc.Scan() {
				line := sc.Text()
				if name, ok := strings.CutPrefix(line, "event: "); ok {
					event = name
					if event == "ready" {
						open.Add(1)
						done()
					}
					continue
				}
				data, ok := strings.CutPrefix(line, "data: ")
				if !ok || event != garihaat.UserEventMessage {
					continue
				}
				var e struct {
					Message struct {
						Side string `json:"side"`
						Text string `json:"text"`
					} `json:"message"`
				}
				if json.Unmarshal([]byte(data), &e) == nil {
					if ref := refOf(e.Message.Text); ref != "" {
						lab.seen(ref, reader, e.Message.Side)
					}
				}
			}
		}()
	}
	read(staffToken, "10.47.0.1", 0)
	for _, b := range buyers {
		read(b.token, b.ip, b.id)
	}
	waitFor(&ready, 3*time.Minute)
	return int(open.Load())
}
