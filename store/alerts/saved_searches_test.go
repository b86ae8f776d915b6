package alerts_test

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// reprice sets a published vehicle's cash price through the back office.
func reprice(t *testing.T, s *store.Store, v garihaat.AdminVehicle, cash int64) {
	t.Helper()
	in := draft(v.Title)
	in.Status, in.CashPrice = garihaat.VehiclePublished, cash
	if _, err := s.UpdateVehicle(context.Background(), staff, v.ID, in); err != nil {
		t.Fatal(err)
	}
}

func to[T any](v T) *T { return &v }

var (
	stopToken = regexp.MustCompile(`/s/([A-Za-z0-9_-]+)`)
	newToken  = regexp.MustCompile(`/n/([A-Za-z0-9_-]+)`)
)

func TestSavedSearchesAndTheirAlerts(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		now := storetest.Now
		s.Now = func() time.Time { return now }
		at := func(day, hour, minute int) time.Time {
			return time.Date(2026, 3, day, hour, minute, 0, 0, garihaat.Dhaka)
		}
		site := "https://garihaat.example"
		a := mustUser(t, s, "01711000031")
		b := mustUser(t, s, "01811000032")

		// Pickups (type 2) up to ৳10 lakh; the page is not kept.
		ss, err := s.CreateSavedSearch(ctx, a.ID, garihaat.SavedSearchInput{Name: to(" Pickups  up to ৳10 lakh "),
			Query: to("vehicleType=2&maxBudget=1000000&page=3")})
		if err != nil {
			t.Fatal(err)
		}
		if ss.Name != "Pickups up to ৳10 lakh" || ss.Query != "maxBudget=1000000&vehicleType=2" || !ss.Alerts || ss.New != 0 {
			t.Fatalf("created %+v", ss)
		}
		if ss.Path != "/all-vehicles?maxBudget=1000000&vehicleType=2" {
			t.Errorf("path %q", ss.Path)
		}
		page, err := storetest.Catalog(s).Vehicles(ctx, garihaat.VehicleFilter{TypeIDs: []int64{2}, MaxBudget: 1_000_000, Page: 1, PerPage: 1})
		if err != nil {
			t.Fatal(err)
		}
		if ss.Matches != page.Pagination.Total {
			t.Errorf("matches %d, the list %d", ss.Matches, page.Pagination.Total)
		}
		// Bad input and other users' searches.
		if _, err := s.CreateSavedSearch(ctx, a.ID, garihaat.SavedSearchInput{Name: to("x"), Query: to("minBudget=abc")}); garihaat.ErrorCode(err) != garihaat.EINVALID {
			t.Errorf("a bad query: %v", err)
		}
		if _, err := s.UpdateSavedSearch(ctx, b.ID, ss.ID, garihaat.SavedSearchInput{Name: to("mine")}); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Errorf("another user's search changed: %v", err)
		}
		if err := s.DeleteSavedSearch(ctx, b.ID, ss.ID); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Errorf("another user's search deleted: %v", err)
		}
		for i := 1; i < garihaat.MaxSavedSearches; i++ {
			if _, err := s.CreateSavedSearch(ctx, b.ID, garihaat.SavedSearchInput{Name: to(fmt.Sprint("s", i)), Query: to("sort=price_asc"), Alerts: to(false)}); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := s.CreateSavedSearch(ctx, b.ID, garihaat.SavedSearchInput{Name: to("ten"), Query: to(""), Alerts: to(false)}); err != nil {
			t.Fatal(err)
		}
		if _, err := s.CreateSavedSearch(ctx, b.ID, garihaat.SavedSearchInput{Name: to("eleven"), Query: to("")}); garihaat.ErrorCode(err) != garihaat.ECONFLICT {
			t.Errorf("an eleventh search: %v", err)
		}

		// A pickup at ৳9 lakh is published (news), a truck-priced one at
		// ৳12 lakh is not within the budget (not yet news).
		fresh := publish(t, s, "Fresh pickup", "p1")
		dear := publish(t, s, "Dear pickup", "p2")
		reprice(t, s, dear, 1_200_000)
		got, err := s.SavedSearches(ctx, a.ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(got.Searches) != 1 || got.Searches[0].New != 1 || got.Searches[0].Matches != ss.Matches+1 || !got.PriceAlerts {
			t.Fatalf("after a publish: %+v", got)
		}

		// Outside 9:00–21:00 in Dhaka nothing goes out.
		if n, err := s.SendAlerts(ctx, at(11, 8, 59), garihaat.DefaultAlertHours, site); err != nil || n != 0 {
			t.Fatalf("before nine: %d, %v", n, err)
		}
		if msgs := sms(t, s); len(msgs) != 0 {
			t.Fatalf("sent before nine: %+v", msgs)
		}
		// At nine, one digest; its short link opens the list with the new one marked.
		if n, err := s.SendAlerts(ctx, at(11, 9, 0), garihaat.DefaultAlertHours, site); err != nil || n != 1 {
			t.Fatalf("at nine: %d, %v", n, err)
		}
		msgs := sms(t, s)
		if len(msgs) != 1 || msgs[0].Phone != a.Phone || !strings.Contains(msgs[0].Body, "১টি নতুন গাড়ি") || !strings.Contains(msgs[0].Body, site+"/n/") {
			t.Fatalf("digest %+v", msgs)
		}
		token, open := stopToken.FindStringSubmatch(msgs[0].Body)[1], newToken.FindStringSubmatch(msgs[0].Body)[1]
		link, err := s.AlertLink(ctx, open)
		if want := fmt.Sprintf("/all-vehicles?maxBudget=1000000&new=%d&vehicleType=2", fresh.ID); err != nil || link != want {
			t.Errorf("link %q, %v; want %q", link, err, want)
		}
		// The link is shared or forwarded more than the stop link (issue 46,
		// item 9): each has its own token, so the one cannot stop alerts and
		// the other opens nothing.
		if open == token {
			t.Errorf("the new-vehicles link and the stop link share a token: %s", open)
		}
		if _, err := s.StopAlerts(ctx, open); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Errorf("the new-vehicles link stopped alerts: %v", err)
		}
		if _, err := s.AlertLink(ctx, token); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Errorf("the stop link opened the list: %v", err)
		}

		// The dear pickup comes within the budget: news, but today's SMS is
		// sent; it goes tomorrow. A price cut of a vehicle that already
		// matched is not news for the search.
		reprice(t, s, dear, 950_000)
		reprice(t, s, fresh, 850_000)
		if n, _ := s.SendAlerts(ctx, at(11, 15, 0), garihaat.DefaultAlertHours, site); n != 0 {
			t.Errorf("a second digest the same day")
		}
		// Two instances at once send one digest.
		var wg sync.WaitGroup
		for range 4 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if _, err := s.SendAlerts(ctx, at(12, 10, 0), garihaat.DefaultAlertHours, site); err != nil {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		msgs = sms(t, s)
		if len(msgs) != 1 || !strings.Contains(msgs[0].Body, "১টি নতুন গাড়ি") {
			t.Fatalf("next day %+v", msgs)
		}
		token, open = stopToken.FindStringSubmatch(msgs[0].Body)[1], newToken.FindStringSubmatch(msgs[0].Body)[1]
		if link, _ := s.AlertLink(ctx, open); !strings.Contains(link, fmt.Sprintf("new=%d&", dear.ID)) {
			t.Errorf("next day's link %q", link)
		}

		// A saved vehicle's price falls: its saver hears, and the saved list
		// shows the price it was saved at.
		if _, err := s.ToggleBookmark(ctx, b.ID, dear.ID, "bn"); err != nil {
			t.Fatal(err)
		}
		reprice(t, s, dear, 900_000)
		if n, _ := s.SendAlerts(ctx, at(12, 11, 0), garihaat.DefaultAlertHours, site); n != 1 {
			t.Fatalf("price drop digests: %d", n)
		}
		msgs = sms(t, s)
		if len(msgs) != 1 || msgs[0].Phone != b.Phone || !strings.Contains(msgs[0].Body, "৳৯,০০,০০০ (আগে ৳৯,৫০,০০০)") {
			t.Fatalf("drop %+v", msgs)
		}
		bms, err := s.Bookmarks(ctx, b.ID)
		if err != nil || len(bms) != 1 || bms[0].WasCashPrice != 950_000 || bms[0].Product.CashPrice != 900_000 {
			t.Fatalf("saved list %+v %v", bms, err)
		}

		// The stop link turns that search's alerts off, without signing in.
		stopped, err := s.StopAlerts(ctx, token)
		if err != nil || len(stopped.Searches) != 1 || stopped.Searches[0] != "Pickups up to ৳10 lakh" {
			t.Fatalf("stop %+v %v", stopped, err)
		}
		publish(t, s, "Another pickup", "p3")
		if n, _ := s.SendAlerts(ctx, at(13, 10, 0), garihaat.DefaultAlertHours, site); n != 0 {
			t.Errorf("alerts after the stop link: %d", n)
		}
		if _, err := s.StopAlerts(ctx, "nope"); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Errorf("an unknown token: %v", err)
		}
		// Opening the search clears its news.
		seen, err := s.UpdateSavedSearch(ctx, a.ID, ss.ID, garihaat.SavedSearchInput{Seen: true})
		if err != nil || seen.New != 0 || seen.Alerts {
			t.Errorf("seen %+v %v", seen, err)
		}
		if err := s.DeleteSavedSearch(ctx, a.ID, ss.ID); err != nil {
			t.Fatal(err)
		}
	})
}
