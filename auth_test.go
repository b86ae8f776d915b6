package garihaat

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"
)

func TestValidatePhone(t *testing.T) {
	for _, tc := range []struct{ in, want, msg string }{
		{"01711222333", "01711222333", ""},
		{"০১৯১১-২২২৩৩৩", "01911222333", ""},
		{" 017 1122 2333 ", "01711222333", ""},
		{"", "", "Phone number is required"},
		{"0171122233", "", "Phone number must be exactly 11 digits"},
		{"017112223334", "", "Phone number must be exactly 11 digits"},
		{"+8801711222333", "", "Phone number must be exactly 11 digits"},
		{"0171122233a", "", "Phone number must be exactly 11 digits"},
		{"01211222333", "", "Please enter a valid Bangladeshi mobile number."},
		{"02955123456", "", "Please enter a valid Bangladeshi mobile number."},
	} {
		got, err := ValidatePhone(tc.in)
		if got != tc.want || ErrorMessage(err) != tc.msg {
			t.Errorf("ValidatePhone(%q) = %q, %v; want %q, %q", tc.in, got, err, tc.want, tc.msg)
		}
		if err != nil && Say("en", err.(*Error).Fields["phone_number"][0]) != tc.msg {
			t.Errorf("ValidatePhone(%q): field error %v", tc.in, err.(*Error).Fields)
		}
	}
}

func TestValidateOTP(t *testing.T) {
	for _, tc := range []struct {
		in, want string
		ok       bool
	}{
		{"0427", "0427", true}, {"০৪২৭", "0427", true}, {"", "", false}, {"123", "", false},
		{"12345", "", false}, {"12a4", "", false}, {"1.23", "", false},
	} {
		got, err := ValidateOTP(tc.in)
		if got != tc.want || (err == nil) != tc.ok {
			t.Errorf("ValidateOTP(%q) = %q, %v", tc.in, got, err)
		}
		if err != nil && ErrorMessage(err) != "Please enter a valid 4-digit OTP." {
			t.Errorf("message %q", ErrorMessage(err))
		}
	}
}

func TestUserUpdateValidate(t *testing.T) {
	cur := User{ID: 7, Phone: "01711222333", Name: "Old"}
	s := func(v string) *string { return &v }
	for _, tc := range []struct {
		name   string
		req    UserUpdateRequest
		fields []string
	}{
		{"all texts", UserUpdateRequest{Name: s(" Rahim "), Yourself: s("Trader"), Address: s("Dhaka")}, nil},
		{"same phone in Bengali digits", UserUpdateRequest{Phone: s("০১৭১১২২২৩৩৩")}, nil},
		{"phone change refused", UserUpdateRequest{Name: s("X"), Phone: s("01811222333")}, []string{"phone"}},
		{"emptied phone refused", UserUpdateRequest{Phone: s("")}, []string{"phone"}},
		{"too long", UserUpdateRequest{Name: s(strings.Repeat("ক", MaxNameLen+1))}, []string{"name"}},
		{"control characters", UserUpdateRequest{Address: s("a\x00b")}, []string{"address"}},
	} {
		u, err := tc.req.Validate(cur)
		var got []string
		if e, ok := err.(*Error); ok {
			for f := range e.Fields {
				got = append(got, f)
			}
		}
		if strings.Join(got, ",") != strings.Join(tc.fields, ",") {
			t.Errorf("%s: field errors %v, want %v", tc.name, got, tc.fields)
		}
		if err == nil && tc.req.Name != nil && *u.Name != strings.TrimSpace(*tc.req.Name) {
			t.Errorf("%s: name %q", tc.name, *u.Name)
		}
	}
}

func TestNewCodeIsFourDigits(t *testing.T) {
	seen := map[string]bool{}
	for i := 0; i < 2000; i++ {
		c, err := newCode()
		if err != nil || len(c) != 4 || strings.Trim(c, "0123456789") != "" {
			t.Fatalf("code %q, %v", c, err)
		}
		seen[c] = true
	}
	if len(seen) < 1500 { // 2000 draws from 10,000 give about 1,810 distinct codes
		t.Errorf("only %d distinct codes in 2000 draws", len(seen))
	}
}

func TestOTPText(t *testing.T) {
	if got := OTPText("0427", "bn", 5*time.Minute, nil); !strings.Contains(got, "0427") || !strings.Contains(got, "৫ মিনিট") {
		t.Errorf("bangla text %q", got)
	}
	if got := OTPText("0427", "en", 5*time.Minute, nil); !strings.Contains(got, "code is 0427") || !strings.Contains(got, "5 minutes") {
		t.Errorf("english text %q", got)
	}
}

// The code that confirms a bid says it confirms a binding offer, with the
// amount and the option, never "sign-in code" (issue 50).
func TestBidCodeText(t *testing.T) {
	bid := &Bid{Option: OptionInstallments, Amount: 1_950_000}
	bn := OTPText("0427", "bn", 5*time.Minute, bid)
	if !strings.Contains(bn, "0427") || !strings.Contains(bn, "কিস্তিতে ৳১৯,৫০,০০০ দর প্রস্তাব নিশ্চিত") || strings.Contains(bn, "লগইন") {
		t.Errorf("bangla bid code text %q", bn)
	}
	en := OTPText("0427", "en", 5*time.Minute, &Bid{Option: OptionCash, Amount: 1_950_000})
	if !strings.Contains(en, "code 0427 confirms your binding cash offer of Tk 19,50,000") || strings.Contains(en, "sign-in") {
		t.Errorf("english bid code text %q", en)
	}
	// A Bangla SMS is UCS-2: two parts carry 134 characters, as the sign-in
	// code's SMS takes two already.
	if n := len([]rune(OTPText("0427", "bn", 5*time.Minute, &Bid{Option: OptionInstallments, Amount: 99_99_99_999}))); n > 134 {
		t.Errorf("the Bangla bid code SMS takes %d characters, more than two parts", n)
	}
}

// memStore records the calls SendOTP makes.
type memStore struct {
	AuthStore
	reserved, cancelled, saved int
}

func (m *memStore) ReserveOTPSend(context.Context, string, string, string, Proof, time.Time, AuthLimits) (int64, error) {
	m.reserved++
	return 42, nil
}

func (m *memStore) CancelOTPSend(_ context.Context, id int64) error {
	if id == 42 {
		m.cancelled++
	}
	return nil
}

func (m *memStore) SaveOTP(context.Context, string, string, string, time.Time, time.Time) error {
	m.saved++
	return nil
}

type failingSMS struct{}

func (failingSMS) SendSMS(context.Context, string, string) error { return errors.New("gateway down") }

func TestSendOTPFailureLeavesNothingHalfDone(t *testing.T) {
	st := &memStore{}
	a := &Auth{Store: st, SMS: failingSMS{}, Secret: []byte("s"), Limits: DefaultAuthLimits(), Now: time.Now}
	err := a.SendOTP(context.Background(), "01711222333", "192.0.2.1", "", "bn", nil, Proof{})
	if ErrorCode(err) != EUNAVAILABLE || ErrorMessage(err) != "Failed to send OTP. Please try again later." {
		t.Fatalf("err = %v", err)
	}
	if st.reserved != 1 || st.cancelled != 1 || st.saved != 0 {
		t.Fatalf("reserved %d, cancelled %d, saved %d; want 1, 1, 0", st.reserved, st.cancelled, st.saved)
	}
	// A number that is not a Bangladeshi mobile never gets this far.
	if err := a.SendOTP(context.Background(), "+4477009001", "192.0.2.1", "", "bn", nil, Proof{}); err == nil || st.reserved != 1 {
		t.Fatalf("foreign number: %v, reserved %d", err, st.reserved)
	}
}

func TestCodeHashDependsOnSecretPhoneAndCode(t *testing.T) {
	a := &Auth{Secret: []byte("one")}
	b := &Auth{Secret: []byte("two")}
	h := a.codeHash("01711222333", "0427")
	if h == b.codeHash("01711222333", "0427") || h == a.codeHash("01811222333", "0427") || h == a.codeHash("01711222333", "0428") {
		t.Fatal("hash ignores an input")
	}
	if strings.Contains(h, "0427") || len(h) != 64 {
		t.Fatalf("hash %q", h)
	}
}
