package httpapi_test

import (
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"garihaat"
	"garihaat/store"
)

// conversationContract exercises every conversation operation and
// declared answer: a buyer asks about a vehicle and support, asks again
// (the same conversation), retries with an Idempotency-Key, is refused
// bad input, another's conversation (404) and a flood (429); a clerk
// reads the inbox, answers, assigns and resolves; the buyer reads.
func conversationContract(t *testing.T, do func(apiCall) (*httptest.ResponseRecorder, map[string]any), e *authEnv, s *store.Store) {
	t.Helper()
	staff := func(phone, role, ip string) string { return staffTokenFrom(t, e, s, phone, role, ip) }
	clerk := staff("01815000001", garihaat.RoleSales, "203.0.113.43")
	editor := staff("01815000002", garihaat.RoleEditor, "203.0.113.44")
	buyer := e.signInFrom(t, "01715000001", "203.0.113.41")
	other := e.signInFrom(t, "01715000002", "203.0.113.42")

	// Without a session: 401 (no token breaks the spec's security, a bad one does not).
	for _, c := range []apiCall{
		{method: "POST", path: "/conversations", body: `{"text":"x"}`}, {method: "GET", path: "/conversations"},
		{method: "GET", path: "/conversations/1"}, {method: "GET", path: "/conversations/1/messages"},
		{method: "POST", path: "/conversations/1/messages", body: `{"text":"x"}`}, {method: "POST", path: "/conversations/1/read"},
		{method: "GET", path: "/user/events"}, {method: "PUT", path: "/message-sms", body: `{"on":false}`},
		{method: "GET", path: "/admin/conversations"},
		{method: "GET", path: "/admin/conversations/1"}, {method: "GET", path: "/admin/conversations/1/messages"},
		{method: "POST", path: "/admin/conversations/1/messages", body: `{"text":"x"}`}, {method: "POST", path: "/admin/conversations/1/read"},
		{method: "POST", path: "/admin/conversations/1/assign", body: `{"assignee_id":null}`}, {method: "POST", path: "/admin/conversations/1/resolve"},
	} {
		c.want, c.offSpec = 401, true
		do(c)
		c.token, c.offSpec, c.lang = "not-a-token", false, "en"
		do(c)
		// A buyer may not use the inbox; an editor only reads and answers
		// sellers' review threads (reviewThreadContract), never assigns or
		// resolves.
		if strings.HasPrefix(c.path, "/admin/") {
			c.token, c.want = buyer, 403
			do(c)
			if c.token = editor; strings.HasSuffix(c.path, "/assign") || strings.HasSuffix(c.path, "/resolve") {
				do(c)
			}
		}
	}

	// The buyer asks; a second ask about the vehicle is the same conversation.
	_, m := do(apiCall{method: "POST", path: "/conversations", token: buyer, ip: "203.0.113.41", body: `{"vehicle_id":3,"text":"ইঞ্জিন কি নতুন?"}`, want: 201})
	id := idOf(t, m, "conversation")
	if v := m["conversation"].(map[string]any)["vehicle"].(map[string]any); v["slug"] != "mahindra-bolero-3" {
		t.Errorf("pinned vehicle %v", v)
	}
	_, m = do(apiCall{method: "POST", path: "/conversations", token: buyer, ip: "203.0.113.41", body: `{"vehicle_id":3,"text":"Friday?"}`, want: 201, lang: "en", idem: "tap-1"})
	if idOf(t, m, "conversation") != id {
		t.Errorf("second ask in conversation %s, first %s", idOf(t, m, "conversation"), id)
	}
	rec, m2 := do(apiCall{method: "POST", path: "/conversations", token: buyer, ip: "203.0.113.41", body: `{"vehicle_id":3,"text":"Friday?"}`, want: 201, idem: "tap-1"})
	if rec.Header().Get("Idempotent-Replayed") != "true" || m2["message"].(map[string]any)["id"] != m["message"].(map[string]any)["id"] {
		t.Errorf("a retried key stored again: %v", m2)
	}
	do(apiCall{method: "POST", path: "/conversations", token: buyer, body: `{"vehicle_id":3,"text":"Saturday?"}`, want: 422, idem: "tap-1"})
	_, m = do(apiCall{method: "POST", path: "/conversations", token: buyer, body: `{"text":"How do I pay?"}`, want: 201})
	if c := m["conversation"].(map[string]any); c["vehicle"] != nil || idOf(t, m, "conversation") == id {
		t.Errorf("support conversation %v", c)
	}
	do(apiCall{method: "POST", path: "/conversations", token: buyer, body: `{"vehicle_id":9999,"text":"hi"}`, want: 404, lang: "en"})
	do(apiCall{method: "POST", path: "/conversations", token: buyer, body: `{"vehicle_id":3,"text":"  "}`, want: 422})
	do(apiCall{method: "POST", path: "/conversations", token: buyer, body: `{"vehicle_id":3,"text":"` + strings.Repeat("ক", 2001) + `"}`, want: 422, lang: "en"})
	do(apiCall{method: "POST", path: "/conversations", token: buyer, body: `{"vehicle_id":"3","text":"x"}`, want: 422, offSpec: true})

	// Another buyer sees nothing of it: 404, never 403.
	do(apiCall{method: "GET", path: "/conversations/" + id, token: other, want: 404})
	do(apiCall{method: "GET", path: "/conversations/" + id + "/messages", token: other, want: 404})
	do(apiCall{method: "POST", path: "/conversations/" + id + "/messages", token: other, body: `{"text":"hi"}`, want: 404})
	do(apiCall{method: "POST", path: "/conversations/" + id + "/read", token: other, want: 404})
	if _, m := do(apiCall{method: "GET", path: "/conversations", token: other, want: 200}); len(m["conversations"].([]any)) != 0 {
		t.Errorf("another's list %v", m)
	}

	// The staff inbox: filters, a bad filter, the thread, an answer.
	_, m = do(apiCall{method: "GET", path: "/admin/conversations?unread=1&unassigned=true&vehicle=3&status=open", token: clerk, want: 200})
	if l := m["conversations"].([]any); len(l) != 1 || l[0].(map[string]any)["unread"] != 2.0 {
		t.Errorf("unread inbox of vehicle 3: %v", l)
	}
	do(apiCall{method: "GET", path: "/admin/conversations?status=closed", token: clerk, want: 422, lang: "en", offSpec: true})
	do(apiCall{method: "GET", path: "/admin/conversations/" + id, token: clerk, want: 200})
	do(apiCall{method: "GET", path: "/admin/conversations/99999", token: clerk, want: 404})
	do(apiCall{method: "GET", path: "/admin/conversations/" + id + "/messages?limit=1", token: clerk, want: 200})
	do(apiCall{method: "GET", path: "/admin/conversations/99999/messages", token: clerk, want: 404})
	do(apiCall{method: "GET", path: "/admin/conversations/" + id + "/messages?before=x", token: clerk, want: 422})
	do(apiCall{method: "POST", path: "/admin/conversations/" + id + "/messages", token: clerk, body: `{"text":"হ্যাঁ, ২০২৫ সালে।"}`, want: 201, idem: "c-1"})
	do(apiCall{method: "POST", path: "/admin/conversations/99999/messages", token: clerk, body: `{"text":"x"}`, want: 404})
	do(apiCall{method: "POST", path: "/admin/conversations/" + id + "/messages", token: clerk, body: `{"text":""}`, want: 422})
	do(apiCall{method: "POST", path: "/admin/conversations/" + id + "/read", token: clerk, want: 200})
	do(apiCall{method: "POST", path: "/admin/conversations/99999/read", token: clerk, want: 404})
	userID := func(token string) string {
		_, m := do(apiCall{method: "GET", path: "/user", token: token, want: 200})
		return fmt.Sprint(int64(m["user"].(map[string]any)["id"].(float64)))
	}
	clerkID := userID(clerk)
	do(apiCall{method: "POST", path: "/admin/conversations/" + id + "/assign", token: clerk, body: `{"assignee_id":` + userID(other) + `}`, want: 422, lang: "en"})
	do(apiCall{method: "POST", path: "/admin/conversations/" + id + "/assign", token: clerk, body: `{"assignee_id":` + clerkID + `}`, want: 200})
	do(apiCall{method: "POST", path: "/admin/conversations/99999/assign", token: clerk, body: `{"assignee_id":null}`, want: 404})
	if _, m := do(apiCall{method: "GET", path: "/admin/conversations?mine=1", token: clerk, want: 200}); len(m["conversations"].([]any)) != 1 {
		t.Errorf("mine %v", m)
	}
	_, m = do(apiCall{method: "POST", path: "/admin/conversations/" + id + "/resolve", token: clerk, want: 200})
	if m["conversation"].(map[string]any)["status"] != "resolved" {
		t.Errorf("resolved %v", m)
	}
	do(apiCall{method: "POST", path: "/admin/conversations/99999/resolve", token: clerk, want: 404})

	// The buyer: one unread answer until read; the thread's pages.
	_, m = do(apiCall{method: "GET", path: "/conversations", token: buyer, want: 200})
	unread := map[string]any{}
	for _, c := range m["conversations"].([]any) {
		unread[idOf(t, map[string]any{"conversation": c}, "conversation")] = c.(map[string]any)["unread"]
	}
	if len(unread) != 2 || unread[id] != 1.0 {
		t.Errorf("the buyer's list: unread %v", unread)
	}
	do(apiCall{method: "GET", path: "/conversations/" + id, token: buyer, want: 200})
	_, m = do(apiCall{method: "GET", path: "/conversations/" + id + "/messages?limit=2", token: buyer, want: 200})
	next := fmt.Sprint(int64(m["next_cursor"].(float64)))
	if msgs := m["messages"].([]any); len(msgs) != 2 || msgs[0].(map[string]any)["side"] != "staff" || next == "0" {
		t.Errorf("newest page %v", m)
	}
	if _, m := do(apiCall{method: "GET", path: "/conversations/" + id + "/messages?before=" + next, token: buyer, want: 200}); len(m["messages"].([]any)) != 1 {
		t.Errorf("older page %v", m)
	}
	do(apiCall{method: "GET", path: "/conversations/" + id + "/messages?limit=51", token: buyer, want: 422, lang: "en"})
	_, m = do(apiCall{method: "POST", path: "/conversations/" + id + "/read", token: buyer, want: 200})
	if m["conversation"].(map[string]any)["unread"] != 0.0 {
		t.Errorf("after reading %v", m)
	}
	do(apiCall{method: "GET", path: "/user/events", token: buyer, stream: 20 * time.Millisecond, want: 200})
	do(apiCall{method: "PUT", path: "/message-sms", token: buyer, body: `{"on":false}`, want: 200})
	do(apiCall{method: "PUT", path: "/message-sms", token: buyer, body: `{}`, want: 422, offSpec: true, lang: "en"})
	if _, m := do(apiCall{method: "GET", path: "/conversations", token: buyer, want: 200}); m["message_sms"] != false {
		t.Errorf("message_sms after turning it off: %v", m["message_sms"])
	}

	// Writing again opens it again; a flood is a 429 with Retry-After.
	_, m = do(apiCall{method: "POST", path: "/conversations/" + id + "/messages", token: buyer, body: `{"text":"One more"}`, want: 201})
	if m["conversation"].(map[string]any)["status"] != "open" {
		t.Errorf("the buyer's message left it %v", m["conversation"])
	}
	do(apiCall{method: "POST", path: "/conversations/" + id + "/messages", token: buyer, body: `{}`, want: 422, offSpec: true})
	limits := garihaat.DefaultConversationLimits()
	for range limits.UserPerMinute - 4 { // four of this minute's are above
		do(apiCall{method: "POST", path: "/conversations/" + id + "/messages", token: buyer, body: `{"text":"?"}`, want: 201})
	}
	rec, _ = do(apiCall{method: "POST", path: "/conversations/" + id + "/messages", token: buyer, body: `{"text":"?"}`, want: 429, lang: "en"})
	if rec.Header().Get("Retry-After") == "" {
		t.Error("429 without Retry-After")
	}
	do(apiCall{method: "POST", path: "/conversations", token: buyer, body: `{"vehicle_id":3,"text":"?"}`, want: 429})
}
