package httpapi_test

import (
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"

	"garihaat"
	"garihaat/store"
)

// reviewThreadContract exercises sellers' review threads and forwarding
// (issue 48 item 3) and each declared answer: vehicle 5 becomes a private
// seller's; a buyer asks about it with their phone number in the text; a
// clerk forwards it (201, again replayed); the seller reads it hidden,
// answers in their thread, and an editor reads that thread but not the
// buyer's conversation; the dealer's own vehicle has no thread (409).
func reviewThreadContract(t *testing.T, do func(apiCall) (*httptest.ResponseRecorder, map[string]any), e *authEnv, s *store.Store) {
	t.Helper()
	staff := func(phone, role, ip string) string { return staffTokenFrom(t, e, s, phone, role, ip) }
	clerk := staff("01826000001", garihaat.RoleSales, "203.0.113.73")
	editor := staff("01826000002", garihaat.RoleEditor, "203.0.113.74")
	seller := e.signInFrom(t, "01726000001", "203.0.113.71")
	buyer := e.signInFrom(t, "01726000002", "203.0.113.72")
	if _, err := s.DB().Exec(`UPDATE vehicles SET seller_id = (SELECT id FROM users WHERE phone = '01726000001') WHERE id = 5`); err != nil {
		t.Fatal(err)
	}

	for _, c := range []apiCall{
		{method: "POST", path: "/admin/conversations/1/forward", body: `{"message_id":1}`},
		{method: "POST", path: "/admin/vehicles/5/thread"}, {method: "POST", path: "/my-vehicles/5/thread"},
	} {
		c.want, c.offSpec = 401, true
		do(c)
		if strings.HasPrefix(c.path, "/admin/") {
			c.token, c.want, c.offSpec = buyer, 403, false
			do(c)
		}
	}
	do(apiCall{method: "POST", path: "/admin/conversations/1/forward", token: editor, body: `{"message_id":1}`, want: 403})

	_, m := do(apiCall{method: "POST", path: "/conversations", token: buyer, ip: "203.0.113.72", body: `{"vehicle_id":5,"text":"৯ লাখ নগদ? ফোন করুন ০১৭২৬০০০০০২"}`, want: 201})
	conv, msg := idOf(t, m, "conversation"), idOf(t, m, "message")
	forward := "/admin/conversations/" + conv + "/forward"
	do(apiCall{method: "POST", path: forward, token: clerk, body: `{}`, want: 422, lang: "en", offSpec: true})
	do(apiCall{method: "POST", path: forward, token: clerk, body: `{"message_id":99999}`, want: 422})
	do(apiCall{method: "POST", path: "/admin/conversations/99999/forward", token: clerk, body: `{"message_id":` + msg + `}`, want: 404})
	_, m = do(apiCall{method: "POST", path: forward, token: clerk, body: `{"message_id":` + msg + `}`, want: 201})
	thread := idOf(t, m, "conversation")
	if got := m["message"].(map[string]any); got["forwarded"] != true || strings.Contains(got["text"].(string), "০১৭২৬০০০০০২") {
		t.Errorf("forwarded %v", got)
	}
	rec, _ := do(apiCall{method: "POST", path: forward, token: clerk, body: `{"message_id":` + msg + `}`, want: 201})
	if rec.Header().Get("Idempotent-Replayed") != "true" {
		t.Error("forwarding twice stored a second copy")
	}

	// The seller's side: the thread from their listing, the question
	// without the buyer's phone or name, an answer.
	_, m = do(apiCall{method: "POST", path: "/my-vehicles/5/thread", token: seller, want: 200})
	if idOf(t, m, "conversation") != thread || m["conversation"].(map[string]any)["kind"] != "review" {
		t.Errorf("the seller's thread %v, want %s", m, thread)
	}
	do(apiCall{method: "POST", path: "/my-vehicles/5/thread", token: buyer, want: 404})
	do(apiCall{method: "POST", path: "/my-vehicles/99999/thread", token: seller, want: 404})
	rec, _ = do(apiCall{method: "GET", path: "/conversations/" + thread + "/messages", token: seller, want: 200})
	if body := rec.Body.String(); strings.Contains(body, "০১৭২৬০০০০০২") || strings.Contains(body, "01726000002") || !strings.Contains(body, "৯ লাখ নগদ") {
		t.Errorf("the seller's thread shows the buyer's phone or lacks the question: %s", body)
	}
	do(apiCall{method: "GET", path: "/conversations/" + conv, token: seller, want: 404})
	do(apiCall{method: "POST", path: "/conversations/" + thread + "/messages", token: seller, body: `{"text":"হ্যাঁ, ৯ লাখে দেব।"}`, want: 201})

	// Staff: the review desk opens the thread; an editor reads and answers
	// it but not the buyer's conversation; the dealer's vehicle has none.
	_, m = do(apiCall{method: "POST", path: "/admin/vehicles/5/thread", token: editor, want: 200})
	if idOf(t, m, "conversation") != thread {
		t.Errorf("the desk's thread %v", m)
	}
	do(apiCall{method: "POST", path: "/admin/vehicles/1/thread", token: editor, want: 409, lang: "en"})
	do(apiCall{method: "POST", path: "/admin/vehicles/99999/thread", token: editor, want: 404})
	_, m = do(apiCall{method: "GET", path: "/admin/conversations?kind=review", token: editor, want: 200})
	// (the sell contract's refusal note is in another seller's thread)
	if l := m["conversations"].([]any); len(l) != 2 || fmt.Sprint(int64(l[0].(map[string]any)["id"].(float64))) != thread {
		t.Errorf("the editor's inbox %v", l)
	}
	do(apiCall{method: "GET", path: "/admin/conversations?kind=seller", token: editor, want: 422, offSpec: true})
	do(apiCall{method: "GET", path: "/admin/conversations/" + conv, token: editor, want: 404})
	do(apiCall{method: "POST", path: "/admin/conversations/" + thread + "/messages", token: editor, body: `{"text":"ধন্যবাদ।"}`, want: 201})
	do(apiCall{method: "POST", path: forward, token: editor, body: `{"message_id":` + msg + `}`, want: 403})

	// The dealer's own vehicle: nobody to forward to.
	_, m = do(apiCall{method: "POST", path: "/conversations", token: buyer, ip: "203.0.113.72", body: `{"vehicle_id":1,"text":"And this one?"}`, want: 201})
	do(apiCall{method: "POST", path: "/admin/conversations/" + idOf(t, m, "conversation") + "/forward", token: clerk,
		body: `{"message_id":` + idOf(t, m, "message") + `}`, want: 409, lang: "en"})
}
