package accounts_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// trustDevice signs phone in once on a new device and returns the hash of
// that device's token, as SendOTP and VerifyOTP pass it to the store.
func trustDevice(t *testing.T, s *store.Store, phone string, at time.Time) string {
	t.Helper()
	_, device, _ := garihaat.NewSessionToken()
	mustSave(t, s, phone, "first", at)
	_, tok, _ := garihaat.NewSessionToken()
	if _, _, err := s.VerifyOTP(context.Background(), garihaat.OTPCheck{Phone: phone, IP: "192.0.2.1", CodeHash: "first",
		TokenHash: tok, NewDevice: device, Now: at}, limits); err != nil {
		t.Fatal(err)
	}
	return device
}

// TestStrangersDoNotSpendTheOwnersCodes (issue 46, item 6): codes asked for
// a victim's number from four networks used to fill the number's hour and
// lock the victim out of sign-in for 54 minutes, their own device included.
// A device that signed in to the number before counts only its own codes,
// and its code is its own: a stranger's request does not replace it.
func TestStrangersDoNotSpendTheOwnersCodes(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		const victim = "01711000091"
		device := trustDevice(t, s, victim, storetest.Now)
		at := storetest.Now.Add(time.Hour)
		step := func(i int) time.Time { return at.Add(time.Duration(i) * 61 * time.Second) }
		for i := range limits.PhoneHourly {
			if _, err := s.ReserveOTPSend(ctx, victim, fmt.Sprintf("203.0.%d.5", 110+i%4), "", garihaat.Proof{}, step(i), limits); err != nil {
				t.Fatalf("stranger %d: %v", i, err)
			}
		}
		_, err := s.ReserveOTPSend(ctx, victim, "203.0.120.5", "", garihaat.Proof{}, step(limits.PhoneHourly), limits)
		mustRateLimited(t, err, "Too many OTP requests for this number. Please try again later.", 3600-limits.PhoneHourly*61)
		// The owner's device is not held by the strangers' codes…
		if _, err := s.ReserveOTPSend(ctx, victim, "198.51.100.9", device, garihaat.Proof{}, step(limits.PhoneHourly), limits); err != nil {
			t.Fatalf("the owner's device after strangers' requests: %v", err)
		}
		// …and a stranger's code does not replace the device's.
		mustSaveFor(t, s, victim, device, "mine", step(6))
		mustSave(t, s, victim, "theirs", step(6).Add(time.Second))
		_, tok, _ := garihaat.NewSessionToken()
		if _, _, err := s.VerifyOTP(ctx, garihaat.OTPCheck{Phone: victim, IP: "198.51.100.9", CodeHash: "mine", TokenHash: tok,
			Device: device, Now: step(6).Add(2 * time.Second)}, limits); err != nil {
			t.Fatalf("the device's own code after a stranger's: %v", err)
		}
		// A made-up device token is a stranger.
		_, fake, _ := garihaat.NewSessionToken()
		_, err = s.ReserveOTPSend(ctx, victim, "198.51.100.10", fake, garihaat.Proof{}, step(7), limits)
		if garihaat.ErrorCode(err) != garihaat.ERATELIMITED {
			t.Errorf("a made-up device: %v", err)
		}
		// The device's own codes are still bounded: a minute apart, 5 an hour.
		_, err = s.ReserveOTPSend(ctx, victim, "198.51.100.9", device, garihaat.Proof{}, step(7), limits)
		if err != nil {
			t.Fatalf("the device's second code: %v", err)
		}
		for i := 8; i < 8+limits.PhoneHourly-2; i++ {
			if _, err := s.ReserveOTPSend(ctx, victim, "198.51.100.9", device, garihaat.Proof{}, step(i), limits); err != nil {
				t.Fatalf("the device's code %d: %v", i, err)
			}
		}
		_, err = s.ReserveOTPSend(ctx, victim, "198.51.100.9", device, garihaat.Proof{}, step(20), limits)
		if garihaat.ErrorCode(err) != garihaat.ERATELIMITED {
			t.Errorf("the device's sixth code of the hour: %v", err)
		}
	})
}

func mustSaveFor(t *testing.T, s *store.Store, phone, device, hash string, at time.Time) {
	t.Helper()
	if err := s.SaveOTP(context.Background(), phone, device, hash, at, at.Add(limits.CodeTTL)); err != nil {
		t.Fatal(err)
	}
}

// TestSignUpFloodSparesKnownNumbersAndOwedMessages (issue 46, item 6):
// eighteen /24s used to spend the site's whole SMS hour on codes to new
// numbers; now those codes have their own budget, and the codes of numbers
// that signed in before and the messages already owed (offer outcomes)
// still go out.
func TestSignUpFloodSparesKnownNumbersAndOwedMessages(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		now := storetest.Now
		s.Now = func() time.Time { return now }
		owedOutcomes(t, s, "01911000181", "01911000182", "01911000183")
		mustUser(t, s, "01911000184")
		l := limits
		l.GlobalHourly, l.NewHourly, l.ChallengeMaxBits = 3, 15, 0
		for i := range l.NewHourly {
			if _, err := s.ReserveOTPSend(ctx, fmt.Sprintf("0171200%04d", i), fmt.Sprintf("10.1.%d.1", i), "", garihaat.Proof{}, now, l); err != nil {
				t.Fatalf("flood %d: %v", i, err)
			}
		}
		_, err := s.ReserveOTPSend(ctx, "01712009999", "10.2.0.1", "", garihaat.Proof{}, now, l)
		mustRateLimited(t, err, "We cannot send OTPs right now. Please try again later.", 3600)
		if _, err := s.ReserveOTPSend(ctx, "01911000184", "10.3.0.1", "", garihaat.Proof{}, now, l); err != nil {
			t.Fatalf("a known number's code during the flood: %v", err)
		}
		msgs, err := s.ClaimSMS(ctx, 10, l.GlobalHourly)
		if err != nil || len(msgs) != 2 {
			t.Fatalf("owed messages during the flood: %d claimed (%v), want the 2 the cap of 3 leaves", len(msgs), err)
		}
	})
}

// TestChallengeUnderPressure (issue 46, item 6): past a tenth of the new
// numbers' budget a code to a new number needs a proof of work, harder as
// the budget runs out; a challenge is single use, expires, and its answer
// is checked by any instance. Known numbers never need one.
func TestChallengeUnderPressure(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		now := storetest.Now
		s.Now = func() time.Time { return now }
		l := limits
		l.NewHourly, l.ChallengeMinBits, l.ChallengeMaxBits = 20, 4, 10
		send := func(phone string, p garihaat.Proof) error {
			_, err := s.ReserveOTPSend(ctx, phone, "10.4."+phone[9:]+".1", "", p, now, l)
			return err
		}
		need := func(err error) garihaat.Challenge {
			t.Helper()
			var ce *garihaat.ChallengeError
			if !errors.As(err, &ce) || garihaat.ErrorCode(err) != garihaat.ERATELIMITED {
				t.Fatalf("want a challenge, got %v", err)
			}
			c, err := garihaat.NewChallenge(ce.Challenge.Bits, now)
			if err != nil {
				t.Fatal(err)
			}
			if err := s.SaveChallenge(ctx, c); err != nil {
				t.Fatal(err)
			}
			return c
		}
		for i := range 2 {
			if err := send(fmt.Sprintf("017130000%02d", i), garihaat.Proof{}); err != nil {
				t.Fatalf("a code before any pressure: %v", err)
			}
		}
		c := need(send("01713000002", garihaat.Proof{}))
		if c.Bits != l.ChallengeMinBits {
			t.Errorf("the first challenge's bits %d, want %d", c.Bits, l.ChallengeMinBits)
		}
		wrong := garihaat.Proof{Challenge: c.Challenge, Nonce: "x"}
		for n := 0; wrong.Solves(c.Bits); n++ {
			wrong.Nonce = fmt.Sprint("x", n)
		}
		need(send("01713000002", wrong))
		proof := garihaat.Solve(c.Challenge, c.Bits)
		other := storetest.SecondInstance(t, s)
		if _, err := other.ReserveOTPSend(ctx, "01713000002", "10.4.77.1", "", proof, now, l); err != nil {
			t.Fatalf("a right answer, checked by another instance: %v", err)
		}
		need(send("01713000003", proof)) // single use
		// Expired: answered too late.
		late := need(send("01713000004", garihaat.Proof{}))
		now = now.Add(garihaat.ChallengeTTL + time.Second)
		need(send("01713000004", garihaat.Solve(late.Challenge, late.Bits)))
		// Harder as the budget runs out.
		for i := 5; i < 19; i++ {
			c := need(send(fmt.Sprintf("017130000%02d", i), garihaat.Proof{}))
			if err := send(fmt.Sprintf("017130000%02d", i), garihaat.Solve(c.Challenge, c.Bits)); err != nil {
				t.Fatalf("code %d with its proof: %v", i, err)
			}
		}
		if hard := need(send("01713000019", garihaat.Proof{})); hard.Bits <= l.ChallengeMinBits || hard.Bits > l.ChallengeMaxBits {
			t.Errorf("near the end of the budget, %d bits", hard.Bits)
		}
		// A number that signed in before needs none.
		mustUser(t, s, "01713000099")
		if err := send("01713000099", garihaat.Proof{}); err != nil {
			t.Errorf("a known number under pressure: %v", err)
		}
	})
}
