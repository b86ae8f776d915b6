package httpapi_test

import (
	"fmt"
	"testing"

	"garihaat/store"
	"garihaat/store/storetest"
)

// TestNobodySpendsABuyersBids reproduces issue 26's finding: 48 junk bids
// from 8 addresses naming a buyer's phone (amount 1, on 8 vehicles) used to
// leave that buyer, signed in on their own phone, with 429 for an hour.
// Now the senders' addresses pay, and the buyer's own bid goes through.
func TestNobodySpendsABuyersBids(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		e := newAuthEnv(t, s)
		const victim = "01711333444"
		token := e.signIn(t, victim)
		for i := range 48 {
			body := fmt.Sprintf(`{"id":%d,"selectedOption":"cash","phone":%q,"offerAmount":1}`, 1+i%8, victim)
			if rec, m := e.call(t, req{method: "POST", path: "/send-bid-offer", body: body, ip: fmt.Sprintf("198.51.100.%d", 10+i%8)}); rec.Code != 422 {
				t.Fatalf("junk bid %d: %d %v", i, rec.Code, m)
			}
		}
		rec, m := e.call(t, req{method: "POST", path: "/send-bid-offer", token: token, ip: "203.0.113.7",
			body: `{"id":1,"selectedOption":"cash","phone":"` + victim + `","offerAmount":2400000}`})
		if rec.Code != 200 || m["status"] != true {
			t.Errorf("the buyer's own bid after the junk: %d %v", rec.Code, m)
		}
		// The flooding addresses have spent their own budget.
		for range 30 {
			rec, _ = e.call(t, req{method: "POST", path: "/send-bid-offer", ip: "198.51.100.10",
				body: `{"id":1,"selectedOption":"cash","phone":"01711999888","offerAmount":1}`})
		}
		if rec.Code != 429 || rec.Header().Get("Retry-After") == "" {
			t.Errorf("a flooding address: %d %v", rec.Code, rec.Header())
		}
	})
}
