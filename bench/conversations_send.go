package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"sync"
	"time"
)

// maxInFlight bounds the sends waiting for their answers: past it a tick
// is skipped (counted as behind), as a real load does not queue forever.
const maxInFlight = 256

// sender sends rate messages a second: buyers in turn ask about their
// vehicle (beginning their conversation) or write in it, and staff answer
// a random conversation already begun, alternately.
type sender struct {
	base, staff string
	buyers      []benchBuyer
	vehicles    []int64
	lab         *deliveries
	rate        int

	mu       sync.Mutex
	statuses map[int]int
	sent     int // answered 201
	behind   int
	lat      []time.Duration
	next     int   // the next buyer to write
	begun    []int // buyers with a conversation, for the staff to answer
	seq      int
	r        *rand.Rand
}

// loop sends until ctx ends, then waits for the answers in flight.
func (s *sender) loop(ctx context.Context) {
	s.r = rand.New(rand.NewPCG(48, uint64(time.Now().UnixNano())))
	tick := time.NewTicker(time.Second / time.Duration(s.rate))
	defer tick.Stop()
	gate := make(chan struct{}, maxInFlight)
	var wg sync.WaitGroup
	defer wg.Wait()
	for n := 0; ; n++ {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		select {
		case gate <- struct{}{}:
		default:
			s.mu.Lock()
			s.behind++
			s.mu.Unlock()
			continue
		}
		path, token, ip, body, buyer, toStaff := s.pick(n)
		wg.Go(func() {
			defer func() { <-gate }()
			s.send(path, token, ip, body, buyer, toStaff)
		})
	}
}

// pick chooses the n-th message: odd ones are the staff's once a
// conversation exists. The text ends with its reference.
func (s *sender) pick(n int) (path, token, ip, body string, buyer int, toStaff bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.seq++
	// Unique within the run; a stream carries only what is sent while it
	// is open, so an earlier run's messages never come back.
	ref := letters(s.seq)
	if n%2 == 1 && len(s.begun) > 0 {
		buyer = s.begun[s.r.IntN(len(s.begun))]
		b := s.buyers[buyer]
		text, _ := json.Marshal(map[string]string{"text": "Yes, it is available; you can see it at our Dhaka depot. ref " + ref})
		return fmt.Sprintf("/api/v1/admin/conversations/%d/messages", b.conversation), s.staff, "10.47.0.1", string(text), buyer, false
	}
	buyer = s.next % len(s.buyers)
	s.next++
	b := &s.buyers[buyer]
	if b.vehicle == 0 {
		b.vehicle = s.vehicles[buyer%len(s.vehicles)]
	}
	if b.conversation == 0 {
		body := fmt.Sprintf(`{"vehicle_id":%d,"text":"Is this vehicle still available? ref %s"}`, b.vehicle, ref)
		return "/api/v1/conversations", b.token, b.ip, body, buyer, true
	}
	return fmt.Sprintf("/api/v1/conversations/%d/messages", b.conversation), b.token, b.ip,
		fmt.Sprintf(`{"text":"Can I see it on Friday? ref %s"}`, ref), buyer, true
}

// msgClient carries the sends: its own connections, apart from the streams'.
var msgClient = &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: maxInFlight}, Timeout: 30 * time.Second}

// send posts one message and records its answer; a question's answer
// names the buyer's conversation.
func (s *sender) send(path, token, ip, body string, buyer int, toStaff bool) {
	var text struct {
		Text string `json:"text"`
	}
	json.Unmarshal([]byte(body), &text)
	ref := refOf(text.Text)
	s.lab.expect(ref, s.buyers[buyer].id, toStaff)
	start := time.Now()
	status, conversation := 0, int64(0)
	req, err := http.NewRequest("POST", s.base+path, bytes.NewReader([]byte(body)))
	if err == nil {
		req.Header.Set("Authorization", "Bearer "+token)
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Forwarded-For", ip)
		var resp *http.Response
		if resp, err = msgClient.Do(req); err == nil {
			status = resp.StatusCode
			var answer struct {
				Conversation struct {
					ID int64 `json:"id"`
				} `json:"conversation"`
			}
			json.NewDecoder(resp.Body).Decode(&answer)
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			conversation = answer.Conversation.ID
		}
	}
	took := time.Since(start)
	if status != http.StatusCreated {
		s.lab.forget(ref)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.statuses[status]++
	if status != http.StatusCreated {
		if s.statuses[status] <= 3 {
			logf("conversations: send %s: HTTP %d %v", path, status, err)
		}
		return
	}
	s.sent++
	s.lat = append(s.lat, took)
	if b := &s.buyers[buyer]; toStaff && b.conversation == 0 && conversation != 0 {
		b.conversation = conversation
		s.begun = append(s.begun, buyer)
	}
}
