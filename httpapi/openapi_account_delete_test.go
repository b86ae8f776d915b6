package httpapi_test

import (
	"net/http/httptest"
	"testing"
	"time"

	"garihaat"
	"garihaat/store"
)

// accountDeletionContract exercises DELETE /account: no session, a wrong
// word, a bidder whose undecided bid refuses it (409, then 429 past the
// hour's limit), and a buyer who leaves — signed out, their conversation
// still in the staff's inbox as a deleted user's and no longer answered,
// their phone free for a new, empty account.
func accountDeletionContract(t *testing.T, do func(apiCall) (*httptest.ResponseRecorder, map[string]any), e *authEnv, s *store.Store) {
	t.Helper()
	const leaverPhone, bidderPhone = "01717000001", "01717000002"
	leaver := e.signInFrom(t, leaverPhone, "203.0.113.61")
	bidder := e.signInFrom(t, bidderPhone, "203.0.113.63")
	clerk := staffTokenFrom(t, e, s, "01817000001", garihaat.RoleSales, "203.0.113.62")

	do(apiCall{method: "DELETE", path: "/account", body: `{"confirm":"DELETE"}`, want: 401, offSpec: true})
	do(apiCall{method: "DELETE", path: "/account", token: "not-a-token", body: `{"confirm":"DELETE"}`, want: 401, lang: "en"})
	_, m := do(apiCall{method: "DELETE", path: "/account", token: leaver, body: `{"confirm":"delete me"}`, want: 422, lang: "en"})
	if errs, _ := m["errors"].(map[string]any); errs["confirm"] == nil {
		t.Errorf("a wrong word: %v", m)
	}
	do(apiCall{method: "DELETE", path: "/account", token: leaver, body: `{}`, want: 422, offSpec: true})

	// An undecided bid is binding: 409 saying so, until the limit's 429.
	_, m = do(apiCall{method: "POST", path: "/send-bid-offer", token: bidder, ip: "203.0.113.63",
		body: `{"id":1,"selectedOption":"cash","phone":"` + bidderPhone + `","offerAmount":2500000}`, want: 200})
	if m["status"] != true {
		t.Fatalf("the bidder's bid: %v", m)
	}
	for range garihaat.DefaultDeleteLimits().UserHourly {
		_, m = do(apiCall{method: "DELETE", path: "/account", token: bidder, ip: "203.0.113.63", body: `{"confirm":"DELETE"}`, want: 409, lang: "en"})
		if errs, _ := m["errors"].(map[string]any); errs["offers"] == nil {
			t.Errorf("a refusal without its reason: %v", m)
		}
	}
	rec, _ := do(apiCall{method: "DELETE", path: "/account", token: bidder, ip: "203.0.113.63", body: `{"confirm":"DELETE"}`, want: 429})
	if rec.Header().Get("Retry-After") == "" {
		t.Errorf("a 429 without Retry-After")
	}
	do(apiCall{method: "GET", path: "/user", token: bidder, want: 200})

	// The leaver asked about a vehicle, then leaves, in Bangla.
	_, m = do(apiCall{method: "POST", path: "/conversations", token: leaver, ip: "203.0.113.61", body: `{"vehicle_id":3,"text":"Is the price final?"}`, want: 201})
	id := idOf(t, m, "conversation")
	_, m = do(apiCall{method: "DELETE", path: "/account", token: leaver, ip: "203.0.113.61", body: `{"confirm":"মুছে ফেলুন"}`, want: 200})
	if m["message"] != garihaat.Say("bn", garihaat.MsgAccountDeleted) {
		t.Errorf("the deletion's answer: %v", m)
	}
	do(apiCall{method: "GET", path: "/user", token: leaver, want: 401})

	// Staff still read the thread, its buyer a deleted user, and cannot answer.
	_, m = do(apiCall{method: "GET", path: "/admin/conversations/" + id, token: clerk, want: 200})
	if c := m["conversation"].(map[string]any); c["buyer_deleted"] != true || c["buyer_name"] != nil {
		t.Errorf("the deleted buyer's conversation: %v", c)
	}
	do(apiCall{method: "GET", path: "/admin/conversations/" + id + "/messages", token: clerk, want: 200})
	do(apiCall{method: "POST", path: "/admin/conversations/" + id + "/messages", token: clerk, body: `{"text":"Yes"}`, want: 409, lang: "en"})

	// The phone signs up again, past its code's cooldown: a new account
	// with nothing of the old.
	e.clock.Advance(time.Minute)
	again := e.signInFrom(t, leaverPhone, "203.0.113.64")
	if _, m = do(apiCall{method: "GET", path: "/conversations", token: again, want: 200}); len(m["conversations"].([]any)) != 0 {
		t.Errorf("the new account sees the old conversations: %v", m)
	}
}
