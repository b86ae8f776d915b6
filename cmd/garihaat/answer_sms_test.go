package main

import (
	"context"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"garihaat/store"
)

// TestAnswerSMSRunsInTheServer (hB's walk of issue 48): the real program
// tells a buyer away from the site that their question has an answer —
// once. The merge of the conversations' work had dropped the line that
// starts it, so the store's tested SendAnswerSMS never ran in a server.
func TestAnswerSMSRunsInTheServer(t *testing.T) {
	db := filepath.Join(t.TempDir(), "g.db")
	url, logs := startWithLog(t, "--db", db, "--demo", "--sms", "console", "--alert-hours", "0-24", "--alert-every", "50ms")
	api := url + "/api/v1"
	const phone = "01711222444"
	if m := postJSON(t, "POST", api+"/auth/send-otp", "", `{"phone_number":"`+phone+`"}`); m["status"] != true {
		t.Fatalf("send-otp %v", m)
	}
	found := regexp.MustCompile(`SMS to ` + phone + `: .* (\d{4})\.`).FindStringSubmatch(logs.String())
	if found == nil {
		t.Fatalf("no code in the log:\n%s", logs)
	}
	token, _ := postJSON(t, "POST", api+"/auth/verify-otp", "", `{"phone_number":"`+phone+`","otp":"`+found[1]+`"}`)["token"].(string)
	asked := postJSON(t, "POST", api+"/conversations", token, `{"vehicle_id":1,"text":"Is the engine rebuilt?"}`)
	id, _ := asked["conversation"].(map[string]any)["id"].(float64)
	if id == 0 {
		t.Fatalf("asking: %v", asked)
	}

	// A clerk's answer, written as the inbox writes it, while the buyer
	// has had no page open for longer than the away time.
	st, err := store.Open(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	answer := func(text string) {
		t.Helper()
		if _, err := st.DB().Exec(`INSERT INTO conversation_messages (conversation_id, side, body, created_at) VALUES (?, 'staff', ?, ?)`,
			int64(id), text, time.Now().Unix()); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := st.DB().Exec(`UPDATE users SET stream_seen_at = ? WHERE phone = ?`, time.Now().Add(-11*time.Minute).Unix(), phone); err != nil {
		t.Fatal(err)
	}
	answer("Yes, in 2025.")
	sms := func() int {
		return strings.Count(logs.String(), "SMS to "+phone+": Garihaat: your question has an answer")
	}
	// The outbox sends every few seconds; waiting on the log, not a clock.
	deadline := time.Now().Add(60 * time.Second)
	for sms() == 0 && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	if sms() != 1 {
		t.Fatalf("the answer's SMS was sent %d times:\n%s", sms(), logs)
	}
	if !strings.Contains(logs.String(), "/account/messages/1") {
		t.Errorf("the SMS has no link to the conversation:\n%s", logs)
	}
	// A second answer within the hour: the conversation's SMS is spent.
	answer("Friday at 11 works.")
	var smsAt int64
	if err := st.DB().QueryRow(`SELECT sms_at FROM conversations WHERE id = ?`, int64(id)).Scan(&smsAt); err != nil || smsAt == 0 {
		t.Fatalf("sms_at %d, %v", smsAt, err)
	}
	for range 40 { // many runs of the 50 ms loop
		time.Sleep(50 * time.Millisecond)
	}
	var queued int
	if err := st.DB().QueryRow(`SELECT COUNT(*) FROM sms_outbox WHERE phone = ? AND body LIKE '%answer%'`, phone).Scan(&queued); err != nil || queued != 1 {
		t.Fatalf("answer SMS queued %d times, %v", queued, err)
	}
}
