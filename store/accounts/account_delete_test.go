package accounts_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// signedIn signs phone in with a session whose hash the test knows.
func signedIn(t *testing.T, s *store.Store, phone string) (garihaat.User, string) {
	t.Helper()
	mustSave(t, s, phone, "c", storetest.Now)
	_, tok, _ := garihaat.NewSessionToken()
	u, _, err := s.VerifyOTP(context.Background(), garihaat.OTPCheck{Phone: phone, IP: "192.0.2.1", CodeHash: "c", TokenHash: tok,
		NewDevice: garihaat.TokenHash("device-of-" + phone), Now: storetest.Now}, limits)
	if err != nil {
		t.Fatal(err)
	}
	return u, tok
}

// countRows counts the rows of table where col equals the text value.
func countRows(t *testing.T, s *store.Store, table, col, value string) int {
	t.Helper()
	var n int
	q := fmt.Sprintf(`SELECT COUNT(*) FROM %s WHERE %s = '%s'`, table, col, strings.ReplaceAll(value, "'", "''"))
	if err := s.DB().QueryRow(q).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// mustExec runs a fixture statement (no parameters: both databases).
func mustExec(t *testing.T, s *store.Store, q string) {
	t.Helper()
	if _, err := s.DB().Exec(q); err != nil {
		t.Fatal(err)
	}
}

// TestDeleteAccountAnonymises: the person's data goes, their phone is free
// for a new sign-up, and what others keep stays without them — the staff's
// thread (a deleted user, phone numbers hidden), the dealer's offers (an
// anonymous id), the audit.
func TestDeleteAccountAnonymises(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx, now := context.Background(), storetest.Now
		const phone = "01711000051"
		buyer, token := signedIn(t, s, phone)
		name, address := "Rahim Uddin", "House 4, Road 7, Dhanmondi"
		searchName, searchQuery := "Trucks", "vehicleType=1"
		if _, err := s.UpdateUser(ctx, buyer.ID, garihaat.UserUpdate{Name: &name, Address: &address}); err != nil {
			t.Fatal(err)
		}
		if _, err := s.ToggleBookmark(ctx, buyer.ID, 2, "bn"); err != nil {
			t.Fatal(err)
		}
		if _, err := s.CreateSavedSearch(ctx, buyer.ID, garihaat.SavedSearchInput{Name: &searchName, Query: &searchQuery}); err != nil {
			t.Fatal(err)
		}
		clerk := mustStaff(t, s, "01811000052", garihaat.RoleSales)
		staff := garihaat.Viewer{UserID: clerk.ID, Staff: true}
		asked := mustAsk(t, s, ask(buyer, 1, "Is it still for sale? Call me on 01711000051.", now))
		cid := asked.Message.ConversationID
		if _, err := s.Conversations.Send(ctx, cid, garihaat.MessageInput{Viewer: staff, Text: "Yes, it is.", IP: "192.0.2.8", Now: now.Add(time.Minute)},
			garihaat.ConversationLimits{}); err != nil {
			t.Fatal(err)
		}
		offer := mustBid(t, s, 2, phone, &buyer.ID)
		mustSetStatus(t, s, offer.ID, garihaat.OfferLost) // decided: kept for the dealer's books

		if err := s.DeleteAccount(ctx, buyer.ID, "192.0.2.9", now, garihaat.DefaultDeleteLimits()); err != nil {
			t.Fatal(err)
		}
		anon := garihaat.DeletedPhone(buyer.ID)

		// Signed out everywhere; nothing of the person left to read.
		if _, err := s.SessionUser(ctx, token, now); garihaat.ErrorCode(err) != garihaat.EUNAUTHORIZED {
			t.Errorf("the session after deletion: %v", err)
		}
		u, err := s.User(ctx, buyer.ID)
		if err != nil || u.Name != "" || u.Address != "" || u.Phone != anon {
			t.Errorf("the tombstone: %+v %v", u, err)
		}
		if b, err := s.Bookmarks(ctx, buyer.ID); err != nil || len(b) != 0 {
			t.Errorf("bookmarks kept: %v %v", b, err)
		}
		for _, c := range []struct{ table, col, value string }{
			{"saved_searches", "user_id", fmt.Sprint(buyer.ID)},
			{"sessions", "user_id", fmt.Sprint(buyer.ID)},
			{"trusted_devices", "phone", phone},
			{"offers", "phone", phone},
			{"sms_outbox", "phone", phone},
			{"users", "phone", phone},
		} {
			if n := countRows(t, s, c.table, c.col, c.value); n != 0 {
				t.Errorf("%s still holds %d rows of %s %s", c.table, n, c.col, c.value)
			}
		}

		// Staff still read the thread: a deleted user, their phone hidden,
		// and it takes no answer.
		c, err := s.Conversations.Conversation(ctx, staff, cid)
		if err != nil || !c.BuyerDeleted || c.BuyerName != "" {
			t.Errorf("the staff's conversation: %+v %v", c, err)
		}
		page, err := s.Conversations.Messages(ctx, staff, cid, 0, 0)
		if err != nil || len(page.Messages) != 2 {
			t.Fatalf("the thread: %+v %v", page, err)
		}
		for _, m := range page.Messages {
			if strings.Contains(m.Text, "000051") {
				t.Errorf("a message still shows the phone: %q", m.Text)
			}
		}
		_, err = s.Conversations.Send(ctx, cid, garihaat.MessageInput{Viewer: staff, Text: "Hello?", IP: "192.0.2.8", Now: now.Add(2 * time.Minute)},
			garihaat.ConversationLimits{})
		if garihaat.ErrorCode(err) != garihaat.ECONFLICT {
			t.Errorf("answering a deleted user: %v", err)
		}

		// The dealer's books keep the offer under the anonymous id.
		offers, err := s.AdminOffers(ctx, garihaat.AdminOfferFilter{VehicleID: 2})
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, o := range offers {
			if o.ID == offer.ID {
				found = true
				if o.Phone != anon || o.UserName != "" {
					t.Errorf("the kept offer: %+v", o)
				}
			}
		}
		if !found {
			t.Errorf("the decided offer is gone: %+v", offers)
		}
		// The audit says who left, by the anonymous id only.
		entries, _, err := s.Audit(ctx, 1)
		if err != nil || len(entries) == 0 || entries[0].Action != "delete_account" || entries[0].Phone != anon {
			t.Errorf("the audit: %+v %v", entries, err)
		}
		for _, e := range entries {
			if strings.Contains(e.Phone+e.Before+e.After, phone) {
				t.Errorf("an audit entry names the phone: %+v", e)
			}
		}

		// The phone is free: a new sign-up is a new, empty account.
		again := mustUser(t, s, phone)
		if again.ID == buyer.ID || again.Name != "" {
			t.Errorf("signing up again: %+v (was %d)", again, buyer.ID)
		}
		if o, err := s.Offers(ctx, again.ID); err != nil || len(o) != 0 {
			t.Errorf("the new account sees the old offers: %+v %v", o, err)
		}
		if cs, err := s.Conversations.Conversations(ctx, garihaat.Viewer{UserID: again.ID}); err != nil || len(cs) != 0 {
			t.Errorf("the new account sees the old conversations: %+v %v", cs, err)
		}
		// A second deletion of the same account finds nobody.
		if err := s.DeleteAccount(ctx, buyer.ID, "192.0.2.9", now, garihaat.DeleteLimits{}); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Errorf("deleting the tombstone: %v", err)
		}
	})
}

// TestDeleteAccountRefusesWhileBinding: an undecided or winning bid, a
// listing in review or on the site, a staff role — each a 409 naming what
// to do, and nothing changed; once they are settled the deletion goes.
func TestDeleteAccountRefusesWhileBinding(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx, now := context.Background(), storetest.Now
		const phone = "01711000061"
		user := mustUser(t, s, phone)
		name := "Karim"
		if _, err := s.UpdateUser(ctx, user.ID, garihaat.UserUpdate{Name: &name}); err != nil {
			t.Fatal(err)
		}
		offer := mustBid(t, s, 2, phone, nil) // signed out, by phone: still theirs
		mustExec(t, s, fmt.Sprintf(`UPDATE vehicles SET seller_id = %d WHERE id = 3`, user.ID))
		refused := func(want ...string) {
			t.Helper()
			err := s.DeleteAccount(ctx, user.ID, "192.0.2.10", now, garihaat.DeleteLimits{})
			e, ok := err.(*garihaat.Error)
			if !ok || e.Code != garihaat.ECONFLICT || len(e.Fields) != len(want) {
				t.Fatalf("want a 409 on %v, got %v", want, err)
			}
			for _, f := range want {
				if len(e.Fields[f]) == 0 {
					t.Errorf("no reason under %q: %v", f, e.Fields)
				}
			}
			if u, err := s.User(ctx, user.ID); err != nil || u.Name != name || u.Phone != phone {
				t.Errorf("a refused deletion changed the user: %+v %v", u, err)
			}
		}
		refused("offers", "listings")
		if !strings.Contains(garihaat.Say("en", mustConflict(t, s, user.ID).Fields["offers"][0]), "in progress: 1.") {
			t.Errorf("the offers' reason does not count them")
		}
		mustSetStatus(t, s, offer.ID, garihaat.OfferLocked) // won: a purchase in progress
		refused("offers", "listings")
		mustSetStatus(t, s, offer.ID, garihaat.OfferPurchase)
		seller := garihaat.Seller{UserID: user.ID, Phone: phone, Lang: "en"}
		if _, err := s.WithdrawMyVehicle(ctx, seller, 3); err != nil {
			t.Fatal(err)
		}
		if err := s.DeleteAccount(ctx, user.ID, "192.0.2.10", now, garihaat.DeleteLimits{}); err != nil {
			t.Fatalf("with everything settled: %v", err)
		}

		// Staff leave through an owner, not here.
		clerk := mustStaff(t, s, "01811000062", garihaat.RoleEditor)
		err := s.DeleteAccount(ctx, clerk.ID, "192.0.2.10", now, garihaat.DeleteLimits{})
		if e, ok := err.(*garihaat.Error); !ok || e.Code != garihaat.ECONFLICT || len(e.Fields["staff"]) == 0 {
			t.Errorf("a staff member's deletion: %v", err)
		}
	})
}

// mustConflict is the 409 the user's deletion answers now.
func mustConflict(t *testing.T, s *store.Store, userID int64) *garihaat.Error {
	t.Helper()
	err := s.DeleteAccount(context.Background(), userID, "192.0.2.10", storetest.Now, garihaat.DeleteLimits{})
	e, ok := err.(*garihaat.Error)
	if !ok || e.Code != garihaat.ECONFLICT {
		t.Fatalf("want a 409, got %v", err)
	}
	return e
}

// TestDeleteAccountLimits: refused attempts count; past the hour's limit
// the answer is 429 with the seconds to wait, per user and per address.
func TestDeleteAccountLimits(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx, now := context.Background(), storetest.Now
		user := mustUser(t, s, "01711000071")
		mustBid(t, s, 2, "01711000071", &user.ID)
		l := garihaat.DeleteLimits{UserHourly: 2, IPHourly: 3}
		for i := range 2 {
			if err := s.DeleteAccount(ctx, user.ID, "192.0.2.11", now.Add(time.Duration(i)*time.Minute), l); garihaat.ErrorCode(err) != garihaat.ECONFLICT {
				t.Fatalf("attempt %d: %v", i, err)
			}
		}
		// The oldest attempt leaves the window an hour after it was made.
		err := s.DeleteAccount(ctx, user.ID, "192.0.2.12", now.Add(2*time.Minute), l)
		if e, ok := err.(*garihaat.Error); !ok || e.Code != garihaat.ERATELIMITED || e.RetryAfter != 3600-120 {
			t.Fatalf("the third attempt in the hour: %v", err)
		}
		// An hour after the first, one slot is free again.
		if err := s.DeleteAccount(ctx, user.ID, "192.0.2.11", now.Add(time.Hour+time.Second), l); garihaat.ErrorCode(err) != garihaat.ECONFLICT {
			t.Errorf("an hour later: %v", err)
		}
		// The address's limit counts every user from it: its third attempt
		// in the hour deletes another account, the fourth is refused.
		other := mustUser(t, s, "01711000072")
		if err := s.DeleteAccount(ctx, other.ID, "192.0.2.11", now.Add(time.Hour+2*time.Second), l); err != nil {
			t.Fatalf("another user's deletion: %v", err)
		}
		third := mustUser(t, s, "01711000073")
		err = s.DeleteAccount(ctx, third.ID, "192.0.2.11", now.Add(time.Hour+3*time.Second), l)
		if garihaat.ErrorCode(err) != garihaat.ERATELIMITED {
			t.Errorf("past the address's limit: %v", err)
		}
		if u, err := s.User(ctx, third.ID); err != nil || u.Phone != "01711000073" {
			t.Errorf("a refused deletion changed the user: %+v %v", u, err)
		}
	})
}
