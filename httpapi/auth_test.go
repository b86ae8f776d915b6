package httpapi_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode"

	"garihaat"
	"garihaat/httpapi"
	"garihaat/insights"
	"garihaat/live"
	"garihaat/store"
	"garihaat/store/storetest"
	"garihaat/views"
)

// clock is a settable clock shared by the server, the sign-in service and
// the store.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *clock) Advance(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
}

// fakeSMS records messages instead of sending them; fail makes it refuse.
type fakeSMS struct {
	mu   sync.Mutex
	sent []string // "phone: text"
	fail bool
}

func (f *fakeSMS) SendSMS(_ context.Context, phone, text string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.fail {
		return errors.New("gateway down")
	}
	f.sent = append(f.sent, phone+": "+text)
	return nil
}

func (f *fakeSMS) count() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.sent)
}

func (f *fakeSMS) setFail(v bool) {
	f.mu.Lock()
	f.fail = v
	f.mu.Unlock()
}

var codeRe = regexp.MustCompile(`\b(\d{4})\b`)

// lastCode returns the code of the last message sent to phone.
func (f *fakeSMS) lastCode(t *testing.T, phone string) string {
	t.Helper()
	f.mu.Lock()
	defer f.mu.Unlock()
	for i := len(f.sent) - 1; i >= 0; i-- {
		if strings.HasPrefix(f.sent[i], phone+": ") {
			return codeRe.FindStringSubmatch(f.sent[i])[1]
		}
	}
	t.Fatalf("no SMS to %s", phone)
	return ""
}

// authEnv is a whole server on a fixture store with a fake SMS sender.
type authEnv struct {
	h     http.Handler
	s     *store.Store
	sms   *fakeSMS
	clock *clock
	keys  map[string]string // staff phone → authenticator key, once enrolled
	views *views.Counter
	// insights counts for the dealer's insights, on the env's clock.
	insights *insights.Counter
	// deps are the server's, for a second instance on the same store.
	deps httpapi.Deps
}

func newAuthEnv(t *testing.T, s *store.Store, trusted ...string) *authEnv {
	t.Helper()
	return newAuthEnvWith(t, s, nil, trusted...)
}

// newAuthEnvWith is newAuthEnv with mod changing the server's deps first.
func newAuthEnvWith(t *testing.T, s *store.Store, mod func(*httpapi.Deps), trusted ...string) *authEnv {
	t.Helper()
	storetest.MustSeed(t, s)
	e := &authEnv{s: s, sms: &fakeSMS{}, clock: &clock{now: storetest.Now}, keys: map[string]string{}, views: views.New(storetest.Catalog(s).Listed)}
	e.insights = insights.New(e.clock.Now)
	s.Now = e.clock.Now
	secret, err := s.HMACSecret(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var proxies []netip.Prefix
	for _, p := range trusted {
		proxies = append(proxies, netip.MustParsePrefix(p))
	}
	deps := httpapi.Deps{
		Catalog: storetest.Catalog(s), Bids: s, Media: s, Account: s, Sellers: s, Searches: s, BackOffice: s, Images: s, Broker: live.NewHub(), BidLimits: garihaat.DefaultBidLimits(),
		Auth:    &garihaat.Auth{Store: s, SMS: e.sms, Secret: secret, Limits: garihaat.DefaultAuthLimits(), Now: e.clock.Now},
		Factors: &garihaat.Factors{Store: s, Secret: secret, Limits: garihaat.DefaultFactorLimits(), Now: e.clock.Now}, Staff: s,
		Now: e.clock.Now, TrustedProxies: proxies, Views: e.views, Insights: e.insights, InsightReports: s.Insights,
		Conversations: s.Conversations, ConversationLimits: garihaat.DefaultConversationLimits(),
		DeleteLimits: garihaat.DefaultDeleteLimits(),
	}
	deps.Users = deps.Broker.(garihaat.UserBroker)
	if mod != nil {
		mod(&deps)
	}
	e.deps = deps
	e.h, err = httpapi.NewServer(deps)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// req describes one request; ip is the direct peer (RemoteAddr host).
type req struct {
	method, path, body string
	token, lang, ip    string
	device             string // X-Device-Token
	ua                 string // User-Agent
	xff                []string
}

// call sends r and decodes the JSON answer. Every message is checked to be
// in the caller's language: Bangla unless English was asked for.
func (e *authEnv) call(t *testing.T, r req) (*httptest.ResponseRecorder, map[string]any) {
	t.Helper()
	var body *strings.Reader
	if r.body != "" {
		body = strings.NewReader(r.body)
	} else {
		body = strings.NewReader("")
	}
	hr := httptest.NewRequest(r.method, "/api/v1"+r.path, body)
	if r.ip == "" {
		r.ip = "192.0.2.1"
	}
	hr.RemoteAddr = r.ip + ":40000"
	if strings.Contains(r.ip, ":") {
		hr.RemoteAddr = "[" + r.ip + "]:40000"
	}
	if r.token != "" {
		hr.Header.Set("Authorization", "Bearer "+r.token)
	}
	if r.lang != "" {
		hr.Header.Set("Accept-Language", r.lang)
	}
	if r.device != "" {
		hr.Header.Set("X-Device-Token", r.device)
	}
	if r.ua != "" {
		hr.Header.Set("User-Agent", r.ua)
	}
	for _, x := range r.xff {
		hr.Header.Add("X-Forwarded-For", x)
	}
	rec := httptest.NewRecorder()
	e.h.ServeHTTP(rec, hr)
	var m map[string]any
	if strings.HasPrefix(rec.Header().Get("Content-Type"), "text/csv") {
		return rec, nil
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &m); err != nil {
		t.Fatalf("%s %s: bad JSON %q", r.method, r.path, rec.Body.String())
	}
	if msg, ok := m["message"].(string); ok {
		if hasBengali(msg) == (r.lang == "en") {
			t.Errorf("%s %s: message %q is not in language %q", r.method, r.path, msg, r.lang)
		}
	}
	return rec, m
}

func hasBengali(s string) bool {
	return strings.ContainsFunc(s, func(r rune) bool { return unicode.In(r, unicode.Bengali) })
}

func (e *authEnv) sendOTP(t *testing.T, phone string, r req) (*httptest.ResponseRecorder, map[string]any) {
	t.Helper()
	r.method, r.path, r.body = "POST", "/auth/send-otp", fmt.Sprintf(`{"phone_number":%q}`, phone)
	return e.call(t, r)
}

func (e *authEnv) verify(t *testing.T, phone, otp string, r req) (*httptest.ResponseRecorder, map[string]any) {
	t.Helper()
	r.method, r.path, r.body = "POST", "/auth/verify-otp", fmt.Sprintf(`{"phone_number":%q,"otp":%q}`, phone, otp)
	return e.call(t, r)
}

// signIn signs phone in with the code from the SMS and returns the token.
func (e *authEnv) signIn(t *testing.T, phone string) string {
	t.Helper()
	return e.signInFrom(t, phone, "203.0.113.200")
}

// signInFrom signs phone in from the address ip: a test signing in many
// people spreads them over addresses, as they would be.
func (e *authEnv) signInFrom(t *testing.T, phone, ip string) string {
	t.Helper()
	if rec, m := e.sendOTP(t, phone, req{ip: ip}); rec.Code != 200 {
		t.Fatalf("send-otp %s: %d %v", phone, rec.Code, m)
	}
	rec, m := e.verify(t, phone, e.sms.lastCode(t, phone), req{ip: ip})
	if rec.Code != 200 || m["status"] != true {
		t.Fatalf("verify-otp %s: %d %v", phone, rec.Code, m)
	}
	return m["token"].(string)
}

// wantStatus fails unless rec has code and, for errors, a status:false body.
func wantStatus(t *testing.T, what string, rec *httptest.ResponseRecorder, m map[string]any, code int) {
	t.Helper()
	if rec.Code != code {
		t.Fatalf("%s: HTTP %d %v, want %d", what, rec.Code, m, code)
	}
	if code >= 400 && (m["status"] != false || m["message"] == "") {
		t.Fatalf("%s: error body %v", what, m)
	}
}

func TestSignInFlow(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		e := newAuthEnv(t, s)
		const phone = "01711222333"
		rec, m := e.sendOTP(t, phone, req{})
		wantStatus(t, "send", rec, m, 200)
		if m["status"] != true || m["message"] != "আপনার ফোনে ওটিপি পাঠানো হয়েছে।" {
			t.Fatalf("send answer %v", m)
		}
		code := e.sms.lastCode(t, phone)
		if !strings.Contains(e.sms.sent[0], "গাড়িহাট") {
			t.Errorf("SMS not in Bangla: %q", e.sms.sent[0])
		}
		var stored string
		if err := s.DB().QueryRow(`SELECT code_hash FROM otp_codes`).Scan(&stored); err != nil || len(stored) != 64 || stored == code {
			t.Errorf("stored code %q, %v: want only its HMAC", stored, err)
		}

		rec, m = e.verify(t, phone, code, req{lang: "en"})
		wantStatus(t, "verify", rec, m, 200)
		token, _ := m["token"].(string)
		if m["status"] != true || m["isNewUser"] != true || len(token) != 43 || m["message"] != "You have signed in successfully." {
			t.Fatalf("verify answer %v", m)
		}
		var n int
		s.DB().QueryRow(`SELECT COUNT(*) FROM sessions WHERE token_hash = '` + garihaat.TokenHash(token) + `'`).Scan(&n)
		if n != 1 {
			t.Fatalf("session not stored by its hash")
		}
		rec, m = e.call(t, req{method: "GET", path: "/user", token: token})
		wantStatus(t, "user", rec, m, 200)
		u := m["user"].(map[string]any)
		for _, k := range []string{"id", "name", "yourself", "phone", "address", "total_offers", "total_purchase"} {
			if _, ok := u[k]; !ok {
				t.Errorf("user has no %s: %v", k, u)
			}
		}
		if u["phone"] != phone {
			t.Errorf("user %v", u)
		}

		// The code was single use; a second sign-in is not a new user.
		rec, m = e.verify(t, phone, code, req{})
		wantStatus(t, "reused code", rec, m, 422)
		e.clock.Advance(61 * time.Second)
		e.sendOTP(t, phone, req{})
		_, m = e.verify(t, phone, e.sms.lastCode(t, phone), req{})
		if m["isNewUser"] != false || m["token"] == token {
			t.Errorf("second sign-in %v", m)
		}

		// Logout revokes only that token.
		rec, m = e.call(t, req{method: "POST", path: "/logout", token: token})
		wantStatus(t, "logout", rec, m, 200)
		rec, m = e.call(t, req{method: "GET", path: "/user", token: token, lang: "en"})
		wantStatus(t, "revoked token", rec, m, 401)
		if m["message"] != "Your session has expired. Please sign in again." {
			t.Errorf("revoked message %v", m["message"])
		}
		rec, m = e.call(t, req{method: "POST", path: "/logout", token: token})
		wantStatus(t, "second logout", rec, m, 401)
	})
}

func TestSendOTPValidation(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		e := newAuthEnv(t, s)
		for _, tc := range []struct {
			name, body, lang, msg string
		}{
			{"missing", `{}`, "en", "Phone number is required"},
			{"missing bn", `{"phone_number":""}`, "", "ফোন নম্বর আবশ্যক"},
			{"short", `{"phone_number":"0171122233"}`, "en", "Phone number must be exactly 11 digits"},
			{"international", `{"phone_number":"+8801711222333"}`, "en", "Phone number must be exactly 11 digits"},
			{"not a mobile", `{"phone_number":"01211222333"}`, "en", "Please enter a valid Bangladeshi mobile number."},
			{"number type", `{"phone_number":1711222333}`, "en", "Phone number must be exactly 11 digits"},
			{"not json", `phone`, "en", "The request body is not valid JSON."},
		} {
			rec, m := e.call(t, req{method: "POST", path: "/auth/send-otp", body: tc.body, lang: tc.lang})
			wantStatus(t, tc.name, rec, m, 422)
			if m["message"] != tc.msg {
				t.Errorf("%s: message %v, want %q", tc.name, m["message"], tc.msg)
			}
		}
		if e.sms.count() != 0 {
			t.Fatalf("invalid numbers reached the SMS provider: %v", e.sms.sent)
		}
	})
}

func TestSendOTPAnswersAlikeForKnownAndUnknownNumbers(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		e := newAuthEnv(t, s)
		e.signIn(t, "01711222333")
		e.clock.Advance(time.Minute + time.Second)
		known, _ := e.sendOTP(t, "01711222333", req{})
		unknown, _ := e.sendOTP(t, "01811222333", req{})
		if known.Code != unknown.Code || known.Body.String() != unknown.Body.String() {
			t.Fatalf("known %d %s, unknown %d %s", known.Code, known.Body, unknown.Code, unknown.Body)
		}
	})
}

func TestVerifyOTPErrors(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		e := newAuthEnv(t, s)
		const phone = "01711222333"
		e.sendOTP(t, phone, req{})
		code := e.sms.lastCode(t, phone)
		wrong := fmt.Sprintf("%04d", (atoi(code)+1)%10000)

		for _, tc := range []struct {
			name, otp, lang string
			status          int
			msg             string
		}{
			{"three digits", "123", "en", 422, "Please enter a valid 4-digit OTP."},
			{"letters", "12ab", "", 422, "সঠিক ৪ সংখ্যার ওটিপি দিন।"},
			{"wrong 1", wrong, "en", 422, "Incorrect OTP. Please try again."},
			{"wrong 2", wrong, "", 422, "ওটিপি সঠিক নয়। আবার চেষ্টা করুন।"},
			{"wrong 3", wrong, "en", 422, "Incorrect OTP. Please request a new one."},
			{"right code, but dead", code, "en", 422, "This OTP has expired or was already used. Please request a new one."},
		} {
			rec, m := e.verify(t, phone, tc.otp, req{lang: tc.lang})
			wantStatus(t, tc.name, rec, m, tc.status)
			if m["message"] != tc.msg {
				t.Errorf("%s: message %v", tc.name, m["message"])
			}
		}

		// Expiry with the injected clock: 5 minutes.
		e.clock.Advance(2 * time.Minute)
		e.sendOTP(t, phone, req{})
		code = e.sms.lastCode(t, phone)
		e.clock.Advance(5 * time.Minute)
		rec, m := e.verify(t, phone, code, req{lang: "en"})
		wantStatus(t, "expired", rec, m, 422)
		e.sendOTP(t, phone, req{})
		e.clock.Advance(4*time.Minute + 59*time.Second)
		rec, m = e.verify(t, phone, e.sms.lastCode(t, phone), req{})
		wantStatus(t, "just in time", rec, m, 200)
	})
}

func atoi(s string) int {
	n := 0
	fmt.Sscan(s, &n)
	return n
}

func TestResendReplacesTheCode(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		e := newAuthEnv(t, s)
		const phone = "01711222333"
		e.sendOTP(t, phone, req{})
		first := e.sms.lastCode(t, phone)
		e.clock.Advance(61 * time.Second)
		e.sendOTP(t, phone, req{lang: "en"})
		second := e.sms.lastCode(t, phone)
		if first != second {
			rec, m := e.verify(t, phone, first, req{})
			wantStatus(t, "old code", rec, m, 422)
		}
		rec, m := e.verify(t, phone, second, req{})
		wantStatus(t, "new code", rec, m, 200)
		if !strings.Contains(e.sms.sent[1], "your sign-in code is") {
			t.Errorf("English SMS expected: %q", e.sms.sent[1])
		}
	})
}

func TestSendRateLimits(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		e := newAuthEnv(t, s)
		const phone = "01711222333"
		e.sendOTP(t, phone, req{})
		e.clock.Advance(15 * time.Second)
		for _, lang := range []string{"", "en"} {
			rec, m := e.sendOTP(t, phone, req{lang: lang, ip: "198.51.100.1"})
			wantStatus(t, "cooldown", rec, m, 429)
			if rec.Header().Get("Retry-After") != "45" {
				t.Errorf("Retry-After = %q, want 45", rec.Header().Get("Retry-After"))
			}
			if lang == "en" && m["message"] != "Please wait a minute before requesting another OTP." {
				t.Errorf("message %v", m["message"])
			}
		}
		for i := 0; i < 4; i++ {
			e.clock.Advance(61 * time.Second)
			rec, m := e.sendOTP(t, phone, req{ip: fmt.Sprint("198.51.100.", 10+i)})
			wantStatus(t, "send", rec, m, 200)
		}
		e.clock.Advance(61 * time.Second)
		rec, m := e.sendOTP(t, phone, req{lang: "en", ip: "198.51.100.99"})
		wantStatus(t, "hourly", rec, m, 429)
		if m["message"] != "Too many OTP requests for this number. Please try again later." || rec.Header().Get("Retry-After") == "" {
			t.Errorf("hourly: %v %v", m, rec.Header())
		}
		if e.sms.count() != 5 {
			t.Errorf("%d SMS sent, want 5", e.sms.count())
		}
	})
}

func TestPerIPLimitIgnoresForgedForwardedFor(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		// No trusted proxies: X-Forwarded-For is ignored entirely.
		e := newAuthEnv(t, s)
		for i := 0; i < 10; i++ {
			rec, m := e.sendOTP(t, fmt.Sprintf("0171100%04d", i), req{ip: "203.0.113.5", xff: []string{fmt.Sprintf("10.9.9.%d", i)}})
			wantStatus(t, "send", rec, m, 200)
		}
		rec, m := e.sendOTP(t, "01811000000", req{ip: "203.0.113.5", xff: []string{"198.51.100.77"}, lang: "en"})
		wantStatus(t, "11th from one IP", rec, m, 429)
		if m["message"] != "Too many OTP requests from your network. Please try again later." || rec.Header().Get("Retry-After") != "3600" {
			t.Errorf("per-IP: %v Retry-After %q", m, rec.Header().Get("Retry-After"))
		}
		rec, m = e.sendOTP(t, "01811000000", req{ip: "203.0.113.6"})
		wantStatus(t, "another client", rec, m, 200)
	})
}

func TestPerIPLimitBehindTrustedProxy(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		e := newAuthEnv(t, s, "10.0.0.0/8")
		// The client forges the left part; the proxy appends the real peer.
		for i := 0; i < 10; i++ {
			rec, m := e.sendOTP(t, fmt.Sprintf("0171100%04d", i), req{ip: "10.0.0.1", xff: []string{fmt.Sprintf("1.2.3.%d, 198.51.100.7", i)}})
			wantStatus(t, "send", rec, m, 200)
		}
		rec, m := e.sendOTP(t, "01811000000", req{ip: "10.0.0.2", xff: []string{"5.6.7.8", "198.51.100.7, 10.0.0.3"}})
		wantStatus(t, "forged entry does not reset the count", rec, m, 429)
		rec, m = e.sendOTP(t, "01811000000", req{ip: "10.0.0.1", xff: []string{"198.51.100.8"}})
		wantStatus(t, "another client behind the proxy", rec, m, 200)
		// A client connecting directly cannot claim to be someone else.
		rec, m = e.sendOTP(t, "01911000000", req{ip: "198.51.100.7", xff: []string{"198.51.100.9"}})
		wantStatus(t, "direct client with forged header", rec, m, 429)
	})
}

func TestIPv6ClientsAreLimitedPer64(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		e := newAuthEnv(t, s)
		for i := 0; i < 10; i++ {
			rec, m := e.sendOTP(t, fmt.Sprintf("0171100%04d", i), req{ip: fmt.Sprintf("2001:db8:1:2::%x", i+1)})
			wantStatus(t, "send", rec, m, 200)
		}
		rec, m := e.sendOTP(t, "01811000000", req{ip: "2001:db8:1:2:ffff::1"})
		wantStatus(t, "same /64", rec, m, 429)
		rec, m = e.sendOTP(t, "01811000000", req{ip: "2001:db8:1:3::1"})
		wantStatus(t, "other /64", rec, m, 200)
	})
}

// failTenTimes sends ten wrong codes for phone from other clients, three to
// a code, requesting new codes slowly enough for the send limits.
func (e *authEnv) failTenTimes(t *testing.T, phone string) {
	t.Helper()
	fails := 0
	for fails < 10 {
		e.sendOTP(t, phone, req{ip: fmt.Sprint("198.51.100.", fails)})
		code := e.sms.lastCode(t, phone)
		for i := 0; i < 3 && fails < 10; i++ {
			rec, m := e.verify(t, phone, fmt.Sprintf("%04d", (atoi(code)+1)%10000), req{ip: fmt.Sprint("198.51.100.", fails)})
			wantStatus(t, "wrong", rec, m, 422)
			fails++
		}
		e.clock.Advance(13 * time.Minute) // stay under 5 sends an hour
	}
}

func TestVerifyLockAfterTenFailures(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		e := newAuthEnv(t, s)
		const phone = "01711222333"
		e.failTenTimes(t, phone)
		e.sendOTP(t, phone, req{})
		rec, m := e.verify(t, phone, e.sms.lastCode(t, phone), req{lang: "en"})
		wantStatus(t, "locked", rec, m, 429)
		if m["message"] != "Too many incorrect OTPs for this number. Please try again later." || rec.Header().Get("Retry-After") == "" {
			t.Fatalf("lock answer %v %v", m, rec.Header())
		}
		e.clock.Advance(24 * time.Hour)
		e.sendOTP(t, phone, req{})
		rec, m = e.verify(t, phone, e.sms.lastCode(t, phone), req{})
		wantStatus(t, "after the window", rec, m, 200)
	})
}

// TestOwnersDeviceIsNotLockedOut: the device_token of a sign-in, sent back
// as X-Device-Token, gets the owner in with the right code while ten wrong
// codes from elsewhere lock every other device out (issue 15 §9).
func TestOwnersDeviceIsNotLockedOut(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		e := newAuthEnv(t, s)
		const phone = "01711222444"
		e.sendOTP(t, phone, req{})
		rec, m := e.verify(t, phone, e.sms.lastCode(t, phone), req{})
		wantStatus(t, "first sign-in", rec, m, 200)
		device, _ := m["device_token"].(string)
		if len(device) < 40 {
			t.Fatalf("no device token: %v", m)
		}
		e.clock.Advance(2 * time.Minute)
		e.failTenTimes(t, phone)
		e.clock.Advance(15 * time.Minute) // stay under 5 sends an hour
		if rec, m := e.sendOTP(t, phone, req{ip: "192.0.2.77"}); rec.Code != 200 {
			t.Fatalf("send: %d %v", rec.Code, m)
		}
		code := e.sms.lastCode(t, phone)
		rec, m = e.verify(t, phone, code, req{ip: "192.0.2.77"})
		wantStatus(t, "a device that never signed in", rec, m, 429)
		rec, m = e.verify(t, phone, code, req{ip: "192.0.2.77", device: device})
		wantStatus(t, "the owner's device", rec, m, 200)
	})
}

func TestGatewayFailureLeavesNothingHalfDone(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		e := newAuthEnv(t, s)
		const phone = "01711222333"
		e.sendOTP(t, phone, req{})
		working := e.sms.lastCode(t, phone)
		e.clock.Advance(61 * time.Second)

		e.sms.setFail(true)
		rec, m := e.sendOTP(t, phone, req{lang: "en"})
		wantStatus(t, "gateway down", rec, m, 503)
		if m["message"] != "Failed to send OTP. Please try again later." {
			t.Errorf("message %v", m["message"])
		}
		_, m = e.sendOTP(t, phone, req{})
		if m["message"] != "ওটিপি পাঠানো যায়নি। অনুগ্রহ করে পরে আবার চেষ্টা করুন।" {
			t.Errorf("bangla message %v", m["message"])
		}
		var sends int
		s.DB().QueryRow(`SELECT COUNT(*) FROM otp_sends`).Scan(&sends)
		if sends != 1 {
			t.Errorf("%d sends recorded, want only the delivered one", sends)
		}
		// The earlier code still works, and a retry is not held back.
		e.sms.setFail(false)
		rec, m = e.verify(t, phone, working, req{})
		wantStatus(t, "old code after a failed resend", rec, m, 200)
		rec, m = e.sendOTP(t, phone, req{})
		wantStatus(t, "retry", rec, m, 200)
	})
}

func TestSignInDisabledWithoutSender(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		h, err := httpapi.NewServer(httpapi.Deps{Catalog: storetest.Catalog(s), Bids: s, Media: s})
		if err != nil {
			t.Fatal(err)
		}
		e := &authEnv{h: h}
		rec, m := e.sendOTP(t, "01711222333", req{})
		wantStatus(t, "no auth service", rec, m, 503)
		rec, m = e.call(t, req{method: "GET", path: "/user", token: "x"})
		wantStatus(t, "no auth service", rec, m, 401)
	})
}

func TestSessionExpiresAfterThirtyDays(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		e := newAuthEnv(t, s)
		token := e.signIn(t, "01711222333")
		for range 4 { // used every 6 days: a week idle would end it sooner
			e.clock.Advance(6 * 24 * time.Hour)
			rec, m := e.call(t, req{method: "GET", path: "/user", token: token})
			wantStatus(t, "used", rec, m, 200)
		}
		e.clock.Advance(6*24*time.Hour - time.Second)
		rec, m := e.call(t, req{method: "GET", path: "/user", token: token})
		wantStatus(t, "day 30", rec, m, 200)
		e.clock.Advance(time.Second)
		rec, m = e.call(t, req{method: "GET", path: "/user", token: token})
		wantStatus(t, "expired", rec, m, 401)
	})
}

func TestConcurrentWrongGuessesOverHTTP(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		e := newAuthEnv(t, s)
		const phone = "01711222333"
		e.sendOTP(t, phone, req{})
		code := e.sms.lastCode(t, phone)
		var wg sync.WaitGroup
		var mu sync.Mutex
		statuses := map[string]int{}
		for i := 0; i < 8; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				guess := fmt.Sprintf("%04d", (atoi(code)+1+i)%10000)
				hr := httptest.NewRequest("POST", "/api/v1/auth/verify-otp", strings.NewReader(fmt.Sprintf(`{"phone_number":%q,"otp":%q}`, phone, guess)))
				hr.Header.Set("Accept-Language", "en")
				rec := httptest.NewRecorder()
				e.h.ServeHTTP(rec, hr)
				var m map[string]any
				json.Unmarshal(rec.Body.Bytes(), &m)
				mu.Lock()
				statuses[fmt.Sprint(m["message"])]++
				mu.Unlock()
			}()
		}
		wg.Wait()
		tried := statuses["Incorrect OTP. Please try again."] + statuses["Incorrect OTP. Please request a new one."]
		if tried != 3 {
			t.Fatalf("%d guesses were checked, want 3: %v", tried, statuses)
		}
		rec, m := e.verify(t, phone, code, req{})
		wantStatus(t, "right code after the race", rec, m, 422)
	})
}
