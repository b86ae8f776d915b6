package accounts_test

import (
	"bytes"
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// limits are the production limits; tests that need a small global cap
// change their copy.
var limits = garihaat.DefaultAuthLimits()

func code(t *testing.T, err error) string {
	t.Helper()
	return garihaat.ErrorCode(err)
}

// mustRateLimited checks err is ERATELIMITED with msg and a Retry-After of
// retry seconds.
func mustRateLimited(t *testing.T, err error, msg string, retry int) {
	t.Helper()
	e, ok := err.(*garihaat.Error)
	if !ok || e.Code != garihaat.ERATELIMITED || garihaat.ErrorMessage(e) != msg || e.RetryAfter != retry {
		t.Fatalf("got %#v, want rate limited %q retry %d", err, msg, retry)
	}
}

func TestHMACSecretIsGeneratedOnceAndShared(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		a, err := s.HMACSecret(ctx)
		if err != nil || len(a) != 32 {
			t.Fatalf("secret %x, %v", a, err)
		}
		b, err := s.HMACSecret(ctx)
		if err != nil || !bytes.Equal(a, b) {
			t.Fatalf("second read %x, %v; want %x", b, err, a)
		}
	})
}

func TestSendLimitsPerPhone(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		now := storetest.Now
		const phone = "01711000001"
		send := func(at time.Time, ip string) error {
			_, err := s.ReserveOTPSend(ctx, phone, ip, "", garihaat.Proof{}, at, limits)
			return err
		}
		if err := send(now, "192.0.2.1"); err != nil {
			t.Fatal(err)
		}
		// Cooldown: 60 s, whatever the IP.
		mustRateLimited(t, send(now.Add(20*time.Second), "192.0.2.2"), "Please wait a minute before requesting another OTP.", 40)
		// Four more sends a minute apart fill the hour.
		for i := 1; i <= 4; i++ {
			if err := send(now.Add(time.Duration(i)*61*time.Second), fmt.Sprintf("192.0.2.%d", i)); err != nil {
				t.Fatalf("send %d: %v", i+1, err)
			}
		}
		mustRateLimited(t, send(now.Add(10*time.Minute), "192.0.2.9"),
			"Too many OTP requests for this number. Please try again later.", 50*60)
		// An hour later the first send has aged out; five more over the next
		// hours reach ten in 24 hours.
		at := now.Add(time.Hour)
		for i := 0; i < 5; i++ {
			if err := send(at, "192.0.2.10"); err != nil {
				t.Fatalf("send %d: %v", 6+i, err)
			}
			at = at.Add(15 * time.Minute)
		}
		at = now.Add(3 * time.Hour)
		mustRateLimited(t, send(at, "192.0.2.11"), "This number has reached today's OTP limit. Please try again later.",
			int((24*time.Hour - 3*time.Hour).Seconds()))
		if err := send(now.Add(24*time.Hour+time.Second), "192.0.2.11"); err != nil {
			t.Fatalf("next day: %v", err)
		}
	})
}

func TestSendLimitsPerIPAndGlobal(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		now := storetest.Now
		for i := 0; i < 10; i++ {
			if _, err := s.ReserveOTPSend(ctx, fmt.Sprintf("0171100%04d", i), "198.51.100.7", "", garihaat.Proof{}, now.Add(time.Duration(i)*time.Minute), limits); err != nil {
				t.Fatal(err)
			}
		}
		_, err := s.ReserveOTPSend(ctx, "01811000000", "198.51.100.7", "", garihaat.Proof{}, now.Add(30*time.Minute), limits)
		mustRateLimited(t, err, "Too many OTP requests from your network. Please try again later.", 30*60)
		if _, err := s.ReserveOTPSend(ctx, "01811000000", "198.51.100.8", "", garihaat.Proof{}, now.Add(30*time.Minute), limits); err != nil {
			t.Fatalf("another IP: %v", err)
		}

		// The new numbers' budget counts every phone and IP.
		l := limits
		l.NewHourly = 11
		_, err = s.ReserveOTPSend(ctx, "01911000000", "203.0.113.1", "", garihaat.Proof{}, now.Add(31*time.Minute), l)
		mustRateLimited(t, err, "We cannot send OTPs right now. Please try again later.", 29*60)
	})
}

func TestCancelledSendLeavesNoTrace(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		now := storetest.Now
		for i := 0; i < 20; i++ {
			id, err := s.ReserveOTPSend(ctx, "01711000001", "192.0.2.1", "", garihaat.Proof{}, now, limits)
			if err != nil {
				t.Fatalf("attempt %d: %v", i, err)
			}
			if err := s.CancelOTPSend(ctx, id); err != nil {
				t.Fatal(err)
			}
		}
	})
}

func TestConcurrentSendsPassTheCooldownOnce(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		var wg sync.WaitGroup
		var mu sync.Mutex
		ok := 0
		for i := 0; i < 8; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, err := s.ReserveOTPSend(context.Background(), "01711000001", fmt.Sprint("192.0.2.", i), "", garihaat.Proof{}, storetest.Now, limits)
				mu.Lock()
				defer mu.Unlock()
				if err == nil {
					ok++
				} else if garihaat.ErrorCode(err) != garihaat.ERATELIMITED {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		if ok != 1 {
			t.Fatalf("%d concurrent sends passed, want 1", ok)
		}
	})
}

// signIn verifies hash for phone and returns the result.
func verify(s *store.Store, phone, ip, hash string, at time.Time) (garihaat.User, bool, error) {
	_, tok, _ := garihaat.NewSessionToken()
	return s.VerifyOTP(context.Background(), garihaat.OTPCheck{Phone: phone, IP: ip, CodeHash: hash, TokenHash: tok, Now: at}, limits)
}

func mustSave(t *testing.T, s *store.Store, phone, hash string, at time.Time) {
	t.Helper()
	if err := s.SaveOTP(context.Background(), phone, "", hash, at, at.Add(limits.CodeTTL)); err != nil {
		t.Fatal(err)
	}
}

func TestVerifyOTP(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		now := storetest.Now
		const phone, ip = "01711000001", "192.0.2.1"
		msg := func(err error) string { return garihaat.ErrorMessage(err) }

		mustSave(t, s, phone, "good", now)
		for i, want := range []string{"Incorrect OTP. Please try again.", "Incorrect OTP. Please try again.", "Incorrect OTP. Please request a new one."} {
			if _, _, err := verify(s, phone, ip, "bad", now); code(t, err) != garihaat.EINVALID || msg(err) != want {
				t.Fatalf("wrong try %d: %v", i+1, err)
			}
		}
		// Three wrong tries kill the code, even for the right one.
		if _, _, err := verify(s, phone, ip, "good", now); msg(err) != "This OTP has expired or was already used. Please request a new one." {
			t.Fatalf("after 3 tries: %v", err)
		}

		// A resend replaces the code and its tries.
		mustSave(t, s, phone, "old", now)
		mustSave(t, s, phone, "new", now.Add(time.Minute))
		if _, _, err := verify(s, phone, ip, "old", now.Add(time.Minute)); code(t, err) != garihaat.EINVALID {
			t.Fatalf("old code after resend: %v", err)
		}
		u, isNew, err := verify(s, phone, ip, "new", now.Add(time.Minute))
		if err != nil || !isNew || u.Phone != phone || u.ID == 0 {
			t.Fatalf("sign-in: %+v %v %v", u, isNew, err)
		}
		// Single use.
		if _, _, err := verify(s, phone, ip, "new", now.Add(time.Minute)); code(t, err) != garihaat.EINVALID {
			t.Fatalf("reused code: %v", err)
		}
		// Five minutes, exactly.
		mustSave(t, s, phone, "c2", now)
		if _, _, err := verify(s, phone, ip, "c2", now.Add(5*time.Minute)); code(t, err) != garihaat.EINVALID {
			t.Fatalf("expired code: %v", err)
		}
		mustSave(t, s, phone, "c3", now)
		u2, isNew, err := verify(s, phone, ip, "c3", now.Add(5*time.Minute-time.Second))
		if err != nil || isNew || u2.ID != u.ID {
			t.Fatalf("second sign-in: %+v new=%v %v", u2, isNew, err)
		}
	})
}

func TestConcurrentWrongGuessesUseAtMostThreeTries(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		now := storetest.Now
		const phone = "01711000001"
		mustSave(t, s, phone, "good", now)
		var wg sync.WaitGroup
		var mu sync.Mutex
		counts := map[string]int{}
		for i := 0; i < 12; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, _, err := verify(s, phone, fmt.Sprint("192.0.2.", i), fmt.Sprint("bad", i), now)
				mu.Lock()
				counts[garihaat.ErrorMessage(err)]++
				mu.Unlock()
			}()
		}
		wg.Wait()
		wrong := counts["Incorrect OTP. Please try again."] + counts["Incorrect OTP. Please request a new one."]
		dead := counts["This OTP has expired or was already used. Please request a new one."]
		// Ten failures lock the phone, so the last two may be refused as locked.
		locked := counts["Too many incorrect OTPs for this number. Please try again later."]
		if wrong != 3 || dead+locked != 9 || dead < 7 {
			t.Fatalf("outcomes %v: want exactly 3 tries checked", counts)
		}
		if _, _, err := verify(s, phone, "192.0.2.99", "good", now); err == nil {
			t.Fatal("the right code worked after its tries were spent")
		}
	})
}

func TestVerifyLocksAfterTenFailures(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		now := storetest.Now
		const phone = "01711000001"
		at := now
		for i := 0; i < 10; i++ {
			if i%3 == 0 {
				mustSave(t, s, phone, "good", at)
			}
			if _, _, err := verify(s, phone, fmt.Sprint("192.0.2.", i), "bad", at); code(t, err) != garihaat.EINVALID {
				t.Fatalf("failure %d: %v", i+1, err)
			}
			at = at.Add(time.Minute)
		}
		mustSave(t, s, phone, "good", at)
		// Locked for the rest of the window even with the right code; the
		// first failure ages out 24 h after it happened.
		_, _, err := verify(s, phone, "192.0.2.50", "good", at)
		mustRateLimited(t, err, "Too many incorrect OTPs for this number. Please try again later.",
			int((24*time.Hour - 10*time.Minute).Seconds()))
		// Other phones are not affected.
		mustSave(t, s, "01811000000", "x", at)
		if _, _, err := verify(s, "01811000000", "192.0.2.50", "x", at); err != nil {
			t.Fatalf("other phone: %v", err)
		}
		later := now.Add(24*time.Hour + time.Second)
		mustSave(t, s, phone, "good", later)
		if _, _, err := verify(s, phone, "192.0.2.50", "good", later); err != nil {
			t.Fatalf("after the window: %v", err)
		}
	})
}

func TestVerifyLocksAnIPAfterManyFailures(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		now := storetest.Now
		const ip = "198.51.100.7"
		for i := 0; i < limits.MaxIPFailures; i++ {
			if _, _, err := verify(s, fmt.Sprintf("0171100%04d", i), ip, "bad", now); code(t, err) != garihaat.EINVALID {
				t.Fatalf("failure %d: %v", i+1, err)
			}
		}
		mustSave(t, s, "01811000000", "good", now)
		_, _, err := verify(s, "01811000000", ip, "good", now.Add(time.Minute))
		mustRateLimited(t, err, "Too many incorrect OTPs from your network. Please try again later.", 59*60)
		if _, _, err := verify(s, "01811000000", "198.51.100.8", "good", now.Add(time.Minute)); err != nil {
			t.Fatalf("other IP: %v", err)
		}
	})
}

func TestSessions(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		now := storetest.Now
		mustSave(t, s, "01711000001", "good", now)
		token, hash, _ := garihaat.NewSessionToken()
		u, _, err := s.VerifyOTP(ctx, garihaat.OTPCheck{Phone: "01711000001", IP: "192.0.2.1", CodeHash: "good", TokenHash: hash, Now: now}, limits)
		if err != nil {
			t.Fatal(err)
		}
		if garihaat.TokenHash(token) != hash {
			t.Fatal("token hash mismatch")
		}
		for _, tc := range []struct {
			name string
			hash string
			at   time.Time
			want string
		}{
			{"fresh", hash, now, ""},
			// Used every 6 days (a week idle ends a buyer's session)…
			{"after 6 days", hash, now.Add(6 * 24 * time.Hour), ""},
			{"after 12 days", hash, now.Add(12 * 24 * time.Hour), ""},
			{"after 18 days", hash, now.Add(18 * 24 * time.Hour), ""},
			{"after 24 days", hash, now.Add(24 * 24 * time.Hour), ""},
			// …it lasts to its 30th day.
			{"last second", hash, now.Add(limits.SessionTTL - time.Second), ""},
			{"expired after 30 days", hash, now.Add(limits.SessionTTL), garihaat.EUNAUTHORIZED},
			{"unknown", garihaat.TokenHash("nope"), now, garihaat.EUNAUTHORIZED},
			{"the token itself is not a key", token, now, garihaat.EUNAUTHORIZED},
		} {
			got, err := s.SessionUser(ctx, tc.hash, tc.at)
			if garihaat.ErrorCode(err) != tc.want || (err == nil && got.ID != u.ID) {
				t.Errorf("%s: %+v %v", tc.name, got, err)
			}
		}
		if err := s.DeleteSession(ctx, hash); err != nil {
			t.Fatal(err)
		}
		if _, err := s.SessionUser(ctx, hash, now); garihaat.ErrorCode(err) != garihaat.EUNAUTHORIZED {
			t.Fatalf("revoked session: %v", err)
		}
		var n int
		if err := s.DB().QueryRow(`SELECT COUNT(*) FROM otp_codes`).Scan(&n); err != nil || n != 0 {
			t.Fatalf("codes left after sign-in: %d %v", n, err)
		}
	})
}

// TestSMSBudgetIsShared: a few networks cannot spend the new numbers'
// budget, and a flood of codes to unknown numbers from many networks stops
// at that budget and leaves numbers that signed in before their codes
// (issue 15; since issue 46 out of a cap the flood does not count in).
func TestSMSBudgetIsShared(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		now := storetest.Now
		l := garihaat.DefaultAuthLimits()
		l.GlobalHourly, l.NewHourly, l.NetworkHourly, l.ChallengeMaxBits = 20, 15, 4, 0
		phone := func(i int) string { return fmt.Sprintf("0171100%04d", i) }

		// One network: four codes, from any of its addresses, then no more.
		for i := range 4 {
			if _, err := s.ReserveOTPSend(ctx, phone(i), fmt.Sprintf("198.51.100.%d", 1+i%2), "", garihaat.Proof{}, now, l); err != nil {
				t.Fatalf("send %d: %v", i, err)
			}
		}
		_, err := s.ReserveOTPSend(ctx, phone(4), "198.51.100.77", "", garihaat.Proof{}, now, l)
		mustRateLimited(t, err, "Too many OTP requests from your network. Please try again later.", 3600)

		// Many networks, unknown numbers: they stop at their 15.
		sent := 4
		for n := 0; sent < 15; n++ {
			if _, err := s.ReserveOTPSend(ctx, phone(100+n), fmt.Sprintf("10.0.%d.1", n), "", garihaat.Proof{}, now, l); err != nil {
				t.Fatalf("send %d: %v", sent, err)
			}
			sent++
		}
		_, err = s.ReserveOTPSend(ctx, phone(999), "10.9.9.9", "", garihaat.Proof{}, now, l)
		mustRateLimited(t, err, "We cannot send OTPs right now. Please try again later.", 3600)

		// A number that signed in before still gets its code.
		if _, err := s.DB().Exec(fmt.Sprintf(`INSERT INTO users (phone, created_at, updated_at) VALUES ('%s', 0, 0)`, phone(5000))); err != nil {
			t.Fatal(err)
		}
		if _, err := s.ReserveOTPSend(ctx, phone(5000), "10.8.8.8", "", garihaat.Proof{}, now, l); err != nil {
			t.Fatalf("a known number during the flood: %v", err)
		}
	})
}

// TestLockIsNoWeapon (issue 15 §9, the first attack): ten wrong codes sent
// by anyone for a victim's number lock every device that never signed in
// to it — the guessing bound holds, at most ten wrong guesses a day — but
// not the owner's device, which signed in before and still gets in with
// the right code. A made-up device token does not help an attacker.
func TestLockIsNoWeapon(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		now := storetest.Now
		const victim = "01711000077"
		_, device, _ := garihaat.NewSessionToken()
		check := func(ip, hash, dev, newDev string, at time.Time) error {
			_, tok, _ := garihaat.NewSessionToken()
			_, _, err := s.VerifyOTP(ctx, garihaat.OTPCheck{Phone: victim, IP: ip, CodeHash: hash, TokenHash: tok,
				Device: dev, NewDevice: newDev, Now: at}, limits)
			return err
		}
		// The owner signed in once on this device.
		mustSave(t, s, victim, "good", now)
		if err := check("192.0.2.1", "good", "", device, now); err != nil {
			t.Fatalf("owner's first sign-in: %v", err)
		}
		// An attacker sends ten wrong codes from elsewhere.
		at := now.Add(time.Hour)
		for i := range 10 {
			if i%3 == 0 {
				mustSave(t, s, victim, "fresh", at)
			}
			if err := check(fmt.Sprint("203.0.113.", i), "guess", "", "", at); code(t, err) != garihaat.EINVALID {
				t.Fatalf("guess %d: %v", i+1, err)
			}
		}
		mustSave(t, s, victim, "fresh", at)
		// A new device, or one with a made-up token, is held: the bound.
		mustRateLimited(t, check("198.51.100.9", "fresh", "", "", at), "Too many incorrect OTPs for this number. Please try again later.", 24*3600)
		_, fake, _ := garihaat.NewSessionToken()
		mustRateLimited(t, check("198.51.100.9", "fresh", fake, "", at), "Too many incorrect OTPs for this number. Please try again later.", 24*3600)
		// The owner's device gets in with the right code.
		if err := check("192.0.2.1", "fresh", device, "", at); err != nil {
			t.Fatalf("the owner's device was locked out: %v", err)
		}
	})
}

// TestCarrierNetworkIsNoLockout (issue 26): six addresses of one /24 asking
// ten codes each used to leave every number on that /24, the ones that had
// signed in before too, with 429 for an hour. A known number is not held
// by its network's limit, and from a device it signed in on not by its
// address's either; unknown numbers still are.
func TestCarrierNetworkIsNoLockout(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		now := storetest.Now
		l := garihaat.DefaultAuthLimits()
		for a := range 6 {
			for i := range 10 {
				_, err := s.ReserveOTPSend(ctx, fmt.Sprintf("017110%02d%03d", a, i), fmt.Sprintf("198.51.100.%d", 10+a), "", garihaat.Proof{}, now, l)
				if err != nil && garihaat.ErrorCode(err) != garihaat.ERATELIMITED {
					t.Fatal(err)
				}
			}
		}
		_, err := s.ReserveOTPSend(ctx, "01811999001", "198.51.100.99", "", garihaat.Proof{}, now, l)
		mustRateLimited(t, err, "Too many OTP requests from your network. Please try again later.", 3600)

		const known = "01911222333"
		if _, err := s.DB().Exec(fmt.Sprintf(`INSERT INTO users (phone, created_at, updated_at) VALUES ('%s', 0, 0)`, known)); err != nil {
			t.Fatal(err)
		}
		if _, err := s.ReserveOTPSend(ctx, known, "198.51.100.99", "", garihaat.Proof{}, now, l); err != nil {
			t.Errorf("a number that signed in before, from the flooded /24: %v", err)
		}
		// On the very address that flooded: held, unless from its own device.
		const device = "device-hash-1"
		if _, err := s.DB().Exec(fmt.Sprintf(`INSERT INTO trusted_devices (token_hash, phone, created_at) VALUES ('%s', '%s', %d)`,
			device, known, now.Unix())); err != nil {
			t.Fatal(err)
		}
		later := now.Add(2 * time.Minute) // past the number's cooldown
		_, err = s.ReserveOTPSend(ctx, known, "198.51.100.10", "", garihaat.Proof{}, later, l)
		mustRateLimited(t, err, "Too many OTP requests from your network. Please try again later.", 3600-120)
		if _, err := s.ReserveOTPSend(ctx, known, "198.51.100.10", device, garihaat.Proof{}, later, l); err != nil {
			t.Errorf("a known number from its own device on the flooding address: %v", err)
		}
		if _, err := s.ReserveOTPSend(ctx, "01811999002", "198.51.100.10", device, garihaat.Proof{}, later.Add(2*time.Minute), l); garihaat.ErrorCode(err) != garihaat.ERATELIMITED {
			t.Errorf("another number's device token counts for nothing: %v", err)
		}
	})
}
