package store

import "garihaat/listing"

// compactListing makes, when ix's holes or tail pass half their share, a
// whole merge of ix's version in the background, brings it to the newest
// version through the change log, and puts it in place if no newer index
// came meanwhile.
//
// Why: a change in place (listing's tail and holes) costs what it
// changes, but the holes and the tail it leaves must be merged away now
// and then, and that merge copies the whole index — seconds at 1,000,000
// vehicles. Made by a write's merge, it would keep every list its write
// touched waiting for it; made here, requests go on reading ix (the same
// version, as exact) and only the memory of a second index is spent.
func (s *core) compactListing(ix *listing.Index) {
	c := &s.list
	if !ix.Crowded() || c.closed || !c.compacting.CompareAndSwap(false, true) {
		return // c.mu is held: closed is read safely, and wg.Add cannot race stop's Wait
	}
	c.wg.Add(1)
	go func() {
		defer c.wg.Done()
		defer c.compacting.Store(false)
		next := ix.Compact()
		for range 3 {
			cur := c.cur.Load()
			if cur.Version() > next.Version() {
				caught, err := s.mergeListing(c.ctx, next, false)
				if err != nil || caught == nil {
					return // the next crowded index tries again
				}
				next = caught
			}
			c.mu.Lock()
			if c.cur.Load() == cur && next.Version() >= cur.Version() {
				c.cur.Store(next)
				c.compacted.Add(1)
				c.mu.Unlock()
				return
			}
			c.mu.Unlock()
		}
	}()
}
