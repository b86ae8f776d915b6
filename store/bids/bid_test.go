package bids_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"garihaat"
	"garihaat/store"
	"garihaat/store/bids"
	"garihaat/store/storetest"
)

// closesAt reads vehicle id's closing instant.
func closesAt(t *testing.T, s *store.Store, id int64) time.Time {
	t.Helper()
	st, err := s.BidState(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return st.ClosesAt
}

func TestSoftClose(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		// Vehicle 4's window ends at midnight Dhaka today.
		end := closesAt(t, s, 4)
		if want := garihaat.ClosesAt(storetest.Now.Format("2006-01-02")); !end.Equal(want) {
			t.Fatalf("closes at %v, want the end of the day %v", end, want)
		}
		bidAt := func(at time.Time, phone string) error {
			_, err := s.PlaceBid(ctx, garihaat.Bid{VehicleID: 4, Option: "cash", Phone: phone, Amount: 900_000}, at)
			return err
		}
		// Ten minutes before: the instant stays.
		if err := bidAt(end.Add(-10*time.Minute), "01911000031"); err != nil {
			t.Fatal(err)
		}
		if got := closesAt(t, s, 4); !got.Equal(end) {
			t.Errorf("a bid 10 minutes before moved the close to %v", got)
		}
		// Two minutes before: five minutes after the bid.
		late := end.Add(-2 * time.Minute)
		if err := bidAt(late, "01911000032"); err != nil {
			t.Fatal(err)
		}
		if got, want := closesAt(t, s, 4), late.Add(garihaat.SoftClose); !got.Equal(want.Truncate(time.Second)) {
			t.Errorf("closes at %v, want %v", got, want)
		}
		// Past midnight, inside the extension: still taken, and extended again.
		after := end.Add(time.Minute)
		if err := bidAt(after, "01911000033"); err != nil {
			t.Errorf("bid inside the extension: %v", err)
		}
		final := closesAt(t, s, 4)
		if !final.Equal(after.Add(garihaat.SoftClose)) {
			t.Errorf("closes at %v, want %v", final, after.Add(garihaat.SoftClose))
		}
		// At the instant itself the window is shut.
		if err := bidAt(final, "01911000034"); garihaat.ErrorCode(err) != garihaat.EINVALID {
			t.Errorf("bid at the closing instant: %v", err)
		}
		if st, _ := s.BidState(ctx, 4); st.TotalBid != 3 || st.HighestOffer != nil || st.Seq != 3 {
			t.Errorf("state %+v (sealed: no highest offer)", st)
		}
	})
}

// Concurrent bids in open mode: each accepted bid beats the one before by
// at least the increment, and the vehicle's highest offer is the last.
func TestOpenModeConcurrentBids(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		setOpenMode(t, s, 1) // cash price 25 lakh: increment 10,000
		inc := garihaat.MinIncrement(2_500_000)
		var wg sync.WaitGroup
		phones := []string{"01911000041", "01911000042", "01911000043", "01911000044", "01911000045", "01911000046", "01911000047", "01911000048"}
		for i, phone := range phones {
			wg.Go(func() {
				// Amounts 5,000 apart: two neighbours cannot both be accepted.
				s.PlaceBid(ctx, garihaat.Bid{VehicleID: 1, Option: "cash", Phone: phone, Amount: 2_000_000 + int64(i)*5_000}, storetest.Now)
			})
		}
		wg.Wait()
		offers, err := s.AdminOffers(ctx, garihaat.AdminOfferFilter{VehicleID: 1})
		if err != nil || len(offers) == 0 {
			t.Fatalf("offers %v %v", offers, err)
		}
		// In the order they were accepted (by id), each beats the last.
		byID := map[int64]int64{}
		var ids []int64
		for _, o := range offers {
			byID[o.ID] = o.Amount
			ids = append(ids, o.ID)
		}
		for i := range ids {
			for j := range ids {
				if ids[i] < ids[j] && byID[ids[j]] < byID[ids[i]]+inc {
					t.Errorf("offer %d (%d) accepted after %d (%d): less than %d more", ids[j], byID[ids[j]], ids[i], byID[ids[i]], inc)
				}
			}
		}
		st, _ := s.BidState(ctx, 1)
		if st.HighestOffer == nil || *st.HighestOffer != offers[0].Amount || st.TotalBid != int64(len(offers)) {
			t.Errorf("state %+v, offers %d, best %d", st, len(offers), offers[0].Amount)
		}
		// A bid below highest + increment is refused on the amount.
		_, err = s.PlaceBid(ctx, garihaat.Bid{VehicleID: 1, Option: "cash", Phone: "01911000049", Amount: *st.HighestOffer + inc - 1}, storetest.Now)
		var e *garihaat.Error
		if garihaat.ErrorCode(err) != garihaat.EINVALID || !asErr(err, &e) || len(e.Fields["offerAmount"]) == 0 {
			t.Errorf("bid below the increment: %v", err)
		}
		// Every outbid bidder got one message, the highest none.
		msgs, _ := s.ClaimSMS(ctx, 100, 0)
		if len(msgs) != len(offers)-1 {
			t.Errorf("%d outbid messages for %d offers", len(msgs), len(offers))
		}
	})
}

func asErr(err error, e **garihaat.Error) bool {
	x, ok := err.(*garihaat.Error)
	*e = x
	return ok
}

func TestOutbidMessageOncePerTenMinutes(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		setOpenMode(t, s, 1)
		now := storetest.Now
		s.Now = func() time.Time { return now }
		place := func(phone string, amount int64) {
			t.Helper()
			if _, err := s.PlaceBid(ctx, garihaat.Bid{VehicleID: 1, Option: "cash", Phone: phone, Amount: amount}, now); err != nil {
				t.Fatal(err)
			}
		}
		place("01911000051", 2_000_000)
		place("01911000052", 2_100_000) // A outbid: one message
		place("01911000051", 2_200_000) // B outbid
		place("01911000052", 2_300_000) // A outbid again within 10 minutes: none
		now = now.Add(11 * time.Minute)
		place("01911000051", 2_400_000) // B: a second message, ten minutes on
		place("01911000052", 2_500_000) // A: a second message
		msgs, _ := s.ClaimSMS(ctx, 100, 0)
		count := map[string]int{}
		for _, m := range msgs {
			count[m.Phone]++
		}
		if count["01911000051"] != 2 || count["01911000052"] != 2 {
			t.Errorf("outbid messages %v, want 2 each", count)
		}
	})
}

func TestBidFloor(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		// Vehicle 3: cash 7 lakh, installments 8 lakh; floors half of each.
		for _, tc := range []struct {
			option string
			amount int64
			ok     bool
		}{{"cash", 349_999, false}, {"cash", 350_000, true}, {"installments", 399_999, false}, {"installments", 400_000, true}} {
			_, err := s.PlaceBid(ctx, garihaat.Bid{VehicleID: 3, Option: tc.option, Phone: "01911000061", Amount: tc.amount}, storetest.Now)
			if (err == nil) != tc.ok {
				t.Errorf("%s %d: %v", tc.option, tc.amount, err)
			}
		}
		// A floor set in the back office replaces the default.
		v, _ := s.AdminVehicle(ctx, 3)
		in := v.VehicleInput
		floor := int64(600_000)
		in.MinOfferCash = &floor
		if _, err := s.UpdateVehicle(ctx, staff, 3, in); err != nil {
			t.Fatal(err)
		}
		if _, err := s.PlaceBid(ctx, garihaat.Bid{VehicleID: 3, Option: "cash", Phone: "01911000061", Amount: 599_999}, storetest.Now); garihaat.ErrorCode(err) != garihaat.EINVALID {
			t.Errorf("below the dealer's floor: %v", err)
		}
		if d, _, _ := s.Vehicle(ctx, "mahindra-bolero-3", 0); d.MinOffer.Cash != 600_000 || d.MinOffer.Installments != 400_000 {
			t.Errorf("detail min_offer %+v", d.MinOffer)
		}
	})
}

// TestBidAttemptLimits: unproven attempts spend their address's budget and
// never the phone they name; proven ones spend the phone's (an hour, and
// per vehicle) and never the address's.
func TestBidAttemptLimits(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		l := garihaat.BidLimits{IPPer10Min: 4, PhoneHourly: 3, VehiclePhoneHrs: 2}
		now := storetest.Now
		amount := int64(3_000_000) // above every floor, and rising past every increment
		try := func(ip, phone string, vehicle int64, proven bool) error {
			if !proven {
				return s.RecordBidAttempt(ctx, ip, vehicle, now, l)
			}
			amount += 100_000
			_, _, err := s.SubmitBid(ctx, garihaat.BidSubmission{Now: now, Limits: l,
				Bid: garihaat.Bid{VehicleID: vehicle, Option: "cash", Phone: phone, Amount: amount}})
			return err
		}
		const victim = "01911000071"
		for _, a := range []struct {
			ip, phone string
			vehicle   int64
			proven    bool
			limited   bool
		}{
			// Strangers name the victim's phone from two addresses: each
			// address pays, the victim's budget stays whole.
			{"198.51.100.9", victim, 1, false, false},
			{"198.51.100.9", victim, 2, false, false},
			{"198.51.100.9", victim, 3, false, false},
			{"198.51.100.9", victim, 4, false, false},
			{"198.51.100.9", victim, 5, false, true}, // the address: 4 per 10 minutes
			{"198.51.100.8", victim, 1, false, false},
			// The victim, proven, from the flooded address: their own budget.
			{"198.51.100.9", victim, 1, true, false},
			{"198.51.100.9", victim, 1, true, false},
			{"198.51.100.9", victim, 1, true, true}, // vehicle + phone: 2 an hour
			{"198.51.100.9", victim, 2, true, false},
			{"198.51.100.9", victim, 3, true, true}, // phone: 3 an hour
			{"198.51.100.1", "01911000072", 3, true, false},
		} {
			err := try(a.ip, a.phone, a.vehicle, a.proven)
			var e *garihaat.Error
			if a.limited != (err != nil) || (err != nil && (!asErr(err, &e) || e.Code != garihaat.ERATELIMITED || e.RetryAfter < 1)) {
				t.Errorf("%+v: %v", a, err)
			}
		}
		now = now.Add(11 * time.Minute)
		if err := try("198.51.100.9", "01911000074", 4, false); err != nil {
			t.Errorf("after 10 minutes the address may bid again: %v", err)
		}
	})
}

// TestSubmitBid: a proven bid is one transaction — of concurrent
// submissions under one key exactly one places the offer and the others
// replay its answer; a refused bid keeps only its attempt and releases the
// key; the key with another offer is refused; a day later it is forgotten.
func TestSubmitBid(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		limits := garihaat.BidLimits{PhoneHourly: 20, VehiclePhoneHrs: 6}
		sub := func(key, request string, amount int64, now time.Time) garihaat.BidSubmission {
			return garihaat.BidSubmission{Bid: garihaat.Bid{VehicleID: 2, Option: "cash", Phone: "01911000081", Amount: amount},
				Now: now, Limits: limits, KeyHash: key, RequestHash: request,
				Answer: func(r garihaat.BidResult) ([]byte, error) { return []byte(r.Offer.IDNumber), nil }}
		}
		var wg sync.WaitGroup
		var mu sync.Mutex
		placed, replays := map[string]bool{}, 0
		for range 10 {
			wg.Go(func() {
				res, replay, err := s.SubmitBid(ctx, sub("key-1", "offer-1", 1_000_000, storetest.Now))
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err != nil:
					t.Errorf("submission: %v", err)
				case replay != "":
					replays++
					placed[replay] = true
				default:
					placed[res.Offer.IDNumber] = true
				}
			})
		}
		wg.Wait()
		if st, _ := s.BidState(ctx, 2); len(placed) != 1 || replays != 9 || st.Seq != 1 {
			t.Fatalf("offers %v, %d replays, seq %d; want one offer answered ten times", placed, replays, st.Seq)
		}
		if body, found, err := s.IdempotentAnswer(ctx, "key-1", "offer-1"); err != nil || !found || !placed[body] {
			t.Errorf("the kept answer: %q %v %v", body, found, err)
		}
		// The same key with another offer is refused, not answered with the first.
		if _, _, err := s.IdempotentAnswer(ctx, "key-1", "offer-2"); garihaat.ErrorCode(err) != garihaat.EINVALID {
			t.Errorf("read with another offer: %v", err)
		}
		if _, _, err := s.SubmitBid(ctx, sub("key-1", "offer-2", 1_100_000, storetest.Now)); garihaat.ErrorCode(err) != garihaat.EINVALID {
			t.Errorf("the key with another offer: %v", err)
		}
		// A refused bid releases its key: the same key with a good offer places it.
		if _, _, err := s.SubmitBid(ctx, sub("key-2", "offer-3", 1, storetest.Now)); garihaat.ErrorCode(err) != garihaat.EINVALID {
			t.Errorf("an offer below the floor: %v", err)
		}
		if _, found, _ := s.IdempotentAnswer(ctx, "key-2", "offer-3"); found {
			t.Error("a refused bid kept its key")
		}
		if _, replay, err := s.SubmitBid(ctx, sub("key-2", "offer-3", 1_000_000, storetest.Now)); err != nil || replay != "" {
			t.Errorf("the key after a refusal: %q %v", replay, err)
		}
		// Every attempt counted, refused ones too, replays not (four so
		// far): the fifth and sixth on this vehicle in the hour pass, the
		// seventh is over the limit and writes nothing.
		for _, n := range []string{"fifth", "sixth"} {
			if _, _, err := s.SubmitBid(ctx, sub("", "", 1_000_000, storetest.Now)); err != nil {
				t.Errorf("the %s attempt: %v", n, err)
			}
		}
		if _, _, err := s.SubmitBid(ctx, sub("", "", 1_000_000, storetest.Now)); garihaat.ErrorCode(err) != garihaat.ERATELIMITED {
			t.Errorf("the seventh attempt: %v", err)
		}
		// A day later the key is forgotten: a new offer under it.
		if _, replay, err := s.SubmitBid(ctx, sub("key-1", "offer-1", 1_000_000, storetest.Now.Add(25*time.Hour))); err != nil || replay != "" {
			t.Errorf("after a day: %q %v", replay, err)
		}
		// A key past its day whose row the minutely sweep has not yet
		// deleted is the new request's all the same.
		later := storetest.Now.Add(25 * time.Hour)
		if _, _, err := s.SubmitBid(ctx, sub("key-3", "offer-4", 1_000_000, later)); err != nil {
			t.Fatal(err)
		}
		next := later.Add(24*time.Hour + time.Second)
		if _, _, err := s.SubmitBid(ctx, sub("", "", 1_000_000, next.Add(-30*time.Second))); err != nil { // sweeps, key-3 not yet expired
			t.Fatal(err)
		}
		if _, replay, err := s.SubmitBid(ctx, sub("key-3", "offer-4", 1_000_000, next)); err != nil || replay != "" {
			t.Errorf("an expired key not yet swept: %q %v", replay, err)
		}
		if st, _ := s.BidState(ctx, 2); st.Seq != 8 {
			t.Errorf("seq %d after eight placed offers", st.Seq)
		}
	})
}

// total_bid counts buyers: one buyer's repeat offers count once (issue 32),
// and the count always equals the buyers the offers desk lists.
func TestBiddersCountedOnce(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		now := closesAt(t, s, 4).Add(-time.Hour)
		before, err := s.BidState(ctx, 4)
		if err != nil {
			t.Fatal(err)
		}
		for i, phone := range []string{"01911000041", "01911000041", "01911000042", "01911000041"} {
			if _, err := s.PlaceBid(ctx, garihaat.Bid{VehicleID: 4, Option: "cash", Phone: phone, Amount: 900_000 + int64(i)*10_000}, now); err != nil {
				t.Fatal(err)
			}
		}
		st, err := s.BidState(ctx, 4)
		if err != nil {
			t.Fatal(err)
		}
		if st.TotalBid != before.TotalBid+2 || st.Seq != before.Seq+4 {
			t.Errorf("after 4 offers of 2 new buyers: total_bid %d → %d, seq %d → %d", before.TotalBid, st.TotalBid, before.Seq, st.Seq)
		}
		offers, err := s.AdminOffers(ctx, garihaat.AdminOfferFilter{VehicleID: 4})
		if err != nil {
			t.Fatal(err)
		}
		phones := map[string]bool{}
		for _, o := range offers {
			phones[o.Phone] = true
		}
		if int64(len(phones)) != st.TotalBid {
			t.Errorf("the desk lists %d buyers, the vehicle says %d", len(phones), st.TotalBid)
		}
	})
}

// TestOfferNumberDrawnAgainWhenTaken: a bid whose random offer number is
// already another's is placed under a new one, not refused.
func TestOfferNumberDrawnAgainWhenTaken(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		now := closesAt(t, s, 4).Add(-time.Hour)
		numbers := []string{"GH-TAKEN", "GH-TAKEN", "GH-TAKEN", "GH-FRESH"}
		defer bids.DrawIDNumbers(func(time.Time) string { n := numbers[0]; numbers = numbers[1:]; return n })()
		var got []string
		for i, phone := range []string{"01911000051", "01911000052"} {
			res, err := s.PlaceBid(ctx, garihaat.Bid{VehicleID: 4, Option: "cash", Phone: phone, Amount: 900_000 + int64(i)*10_000}, now)
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, res.Offer.IDNumber)
		}
		if got[0] != "GH-TAKEN" || got[1] != "GH-FRESH" || len(numbers) != 0 {
			t.Errorf("offer numbers %v (left undrawn %v), want GH-TAKEN then GH-FRESH", got, numbers)
		}
	})
}
