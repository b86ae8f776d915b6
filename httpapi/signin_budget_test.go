package httpapi_test

import (
	"fmt"
	"testing"

	"garihaat"
	"garihaat/httpapi"
	"garihaat/store"
	"garihaat/store/storetest"
)

// TestSendOTPAsksForAProofUnderPressure (issue 46, item 6): past a tenth
// of the new numbers' budget, send-otp answers 429 with a challenge
// (Retry-After: 1) in the caller's language; the same call with the
// answer sends the code, and the answer is good once.
func TestSendOTPAsksForAProofUnderPressure(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		e := newAuthEnvWith(t, s, func(d *httpapi.Deps) {
			l := &d.Auth.(*garihaat.Auth).Limits
			l.NewHourly, l.ChallengeMinBits, l.ChallengeMaxBits = 10, 4, 8
		})
		send := func(phone, ip, proof string) (int, map[string]any, string) {
			body := fmt.Sprintf(`{"phone_number":%q%s}`, phone, proof)
			rec, m := e.call(t, req{method: "POST", path: "/auth/send-otp", body: body, ip: ip})
			return rec.Code, m, rec.Header().Get("Retry-After")
		}
		if code, m, _ := send("01714000001", "198.51.100.1", ""); code != 200 {
			t.Fatalf("the first new number: %d %v", code, m)
		}
		code, m, retry := send("01714000002", "198.51.100.2", "")
		ch, _ := m["challenge"].(map[string]any)
		if code != 429 || retry != "1" || m["code"] != "rate_limited" || ch == nil || ch["bits"] != 4.0 || ch["expires_at"] == nil {
			t.Fatalf("under pressure: %d Retry-After %q %v", code, retry, m)
		}
		p := garihaat.Solve(ch["challenge"].(string), 4)
		proof := fmt.Sprintf(`,"proof":{"challenge":%q,"nonce":%q}`, p.Challenge, p.Nonce)
		if code, m, _ := send("01714000002", "198.51.100.2", proof); code != 200 || m["status"] != true {
			t.Fatalf("with the answer: %d %v", code, m)
		}
		if e.sms.lastCode(t, "01714000002") == "" {
			t.Fatal("no code sent after the answer")
		}
		if code, m, _ := send("01714000003", "198.51.100.3", proof); code != 429 || m["challenge"] == nil {
			t.Errorf("the answer used twice: %d %v", code, m)
		}
	})
}
