package store_test

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

func TestVehicleLifecycle(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		s.Now = func() time.Time { return storetest.Now }
		v, err := s.CreateVehicle(ctx, staff, draft("Tata Yodha Pickup"))
		if err != nil {
			t.Fatal(err)
		}
		if v.Status != garihaat.VehicleDraft || v.TrackingID == nil || !strings.HasPrefix(v.ProductSlug, "tata-yodha-pickup-") {
			t.Fatalf("new vehicle %+v", v)
		}
		public := func(q string) int {
			p, err := storetest.Catalog(s).Vehicles(ctx, garihaat.VehicleFilter{Query: q})
			if err != nil {
				t.Fatal(err)
			}
			return p.Pagination.Total
		}
		if n := public("yodha"); n != 0 {
			t.Errorf("a draft is public: %d", n)
		}
		if _, _, err := s.Vehicle(ctx, v.ProductSlug, 4); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Errorf("draft detail: %v", err)
		}
		in := draft("Tata Yodha Pickup")
		in.Status = garihaat.VehiclePublished
		if _, err := s.UpdateVehicle(ctx, staff, v.ID, in); garihaat.ErrorCode(err) != garihaat.EINVALID {
			t.Errorf("published without a photo: %v", err)
		}
		if _, err := s.AddVehicleImage(ctx, staff, v.ID, photo("aaa")); err != nil {
			t.Fatal(err)
		}
		if v, err = s.UpdateVehicle(ctx, staff, v.ID, in); err != nil {
			t.Fatal(err)
		}
		if n := public("নতুন tata yodha"); n != 1 {
			t.Errorf("published vehicle found %d times in a Bangla search", n)
		}
		detail, _, err := s.Vehicle(ctx, v.ProductSlug, 4)
		if err != nil || len(detail.Images) != 1 || detail.Images[0] != "/media/u/aaa-detail.jpg" {
			t.Errorf("public detail %+v %v", detail.Images, err)
		}
		// The slug is pinned once published.
		in.Title = "Tata Yodha 2.0 Pickup"
		after, err := s.UpdateVehicle(ctx, staff, v.ID, in)
		if err != nil || after.ProductSlug != v.ProductSlug {
			t.Errorf("slug %q → %q (%v)", v.ProductSlug, after.ProductSlug, err)
		}
		// With an offer, delete archives; the vehicle leaves the public site.
		bid(t, s, v.ID, "01911000001", 850_000)
		archived, err := s.DeleteVehicle(ctx, staff, v.ID)
		if err != nil || !archived {
			t.Fatalf("delete with offers: archived=%v %v", archived, err)
		}
		if n := public("yodha"); n != 0 {
			t.Errorf("archived vehicle is public")
		}
		entries, _, err := s.Audit(ctx, 1)
		if err != nil || len(entries) != 5 || entries[0].Action != "archive" || entries[4].Action != "create" {
			t.Errorf("audit %+v %v", entries, err)
		}
	})
}

func TestOfferDesk(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		a, b, c := bid(t, s, 6, "01911000001", 4_400_000), bid(t, s, 6, "01911000002", 4_450_000), bid(t, s, 6, "01911000003", 4_300_000)
		for _, tc := range []struct {
			id     int64
			action string
		}{{a.ID, garihaat.ActionPurchase}, {a.ID, "steal"}} {
			if _, err := s.DecideOffer(ctx, staff, tc.id, tc.action); garihaat.ErrorCode(err) != garihaat.ECONFLICT {
				t.Errorf("%s on ongoing: %v", tc.action, err)
			}
		}
		if _, err := s.DecideOffer(ctx, staff, 99999, garihaat.ActionWin); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Errorf("unknown offer: %v", err)
		}
		if _, err := s.DecideOffer(ctx, staff, c.ID, garihaat.ActionLose); err != nil {
			t.Fatal(err)
		}
		won, err := s.DecideOffer(ctx, staff, b.ID, garihaat.ActionWin)
		if err != nil || won.Status != garihaat.OfferLocked {
			t.Fatalf("win: %+v %v", won, err)
		}
		offers, _ := s.AdminOffers(ctx, garihaat.AdminOfferFilter{VehicleID: 6})
		statuses := map[int64]string{}
		for _, o := range offers {
			statuses[o.ID] = o.Status
		}
		if statuses[a.ID] != "lost" || statuses[b.ID] != "locked" || statuses[c.ID] != "lost" {
			t.Errorf("after win: %v", statuses)
		}
		if _, err := s.DecideOffer(ctx, staff, b.ID, garihaat.ActionPurchase); err != nil {
			t.Fatal(err)
		}
		if _, _, err := s.Vehicle(ctx, "eicher-skyline-6", 4); err != nil {
			t.Errorf("a sold vehicle keeps its page: %v", err)
		}
		p, _ := storetest.Catalog(s).Vehicles(ctx, garihaat.VehicleFilter{Query: "skyline"})
		if p.Pagination.Total != 0 {
			t.Errorf("sold vehicle still listed")
		}
		if _, err := s.PlaceBid(ctx, garihaat.Bid{VehicleID: 6, Option: "cash", Phone: "01911000004", Amount: 5_000_000}, storetest.Now); garihaat.ErrorCode(err) != garihaat.EINVALID {
			t.Errorf("bid on a sold vehicle: %v", err)
		}
		// Messages: c lost by hand, a lost by the win, b won.
		msgs, err := s.ClaimSMS(ctx, 10, 0)
		if err != nil || len(msgs) != 3 {
			t.Fatalf("outbox %+v %v", msgs, err)
		}
		if !strings.Contains(msgs[2].Body, "বিজয়ী") || !strings.Contains(msgs[2].Body, "আইশার স্কাইলাইন বাস") || msgs[2].Phone != "01911000002" {
			t.Errorf("winner message %+v", msgs[2])
		}
	})
}

// Two staff members (and more) deciding the same vehicle at once: exactly
// one winner, every other offer lost.
func TestDecideOfferConcurrently(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		var ids []int64
		for i, phone := range []string{"01911000011", "01911000012", "01911000013", "01911000014", "01911000015", "01911000016"} {
			ids = append(ids, bid(t, s, 1, phone, int64(2_000_000+i*10_000)).ID)
		}
		var wg sync.WaitGroup
		errs := make([]error, len(ids))
		for i, id := range ids {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, errs[i] = s.DecideOffer(ctx, staff, id, garihaat.ActionWin)
			}()
		}
		wg.Wait()
		wins := 0
		for _, err := range errs {
			switch garihaat.ErrorCode(err) {
			case "":
				wins++
			case garihaat.ECONFLICT:
			default:
				t.Errorf("unexpected %v", err)
			}
		}
		offers, _ := s.AdminOffers(ctx, garihaat.AdminOfferFilter{VehicleID: 1})
		locked := 0
		for _, o := range offers {
			switch o.Status {
			case garihaat.OfferLocked:
				locked++
			case garihaat.OfferLost:
			default:
				t.Errorf("offer %d left %s", o.ID, o.Status)
			}
		}
		if wins != 1 || locked != 1 {
			t.Errorf("%d wins, %d locked offers; want exactly one", wins, locked)
		}
	})
}

func TestOutboxRetries(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		now := storetest.Now
		s.Now = func() time.Time { return now }
		o := bid(t, s, 1, "01911000021", 2_000_000)
		if _, err := s.DecideOffer(ctx, staff, o.ID, garihaat.ActionWin); err != nil {
			t.Fatal(err)
		}
		msgs, _ := s.ClaimSMS(ctx, 10, 0)
		if len(msgs) != 1 {
			t.Fatalf("claimed %d", len(msgs))
		}
		if again, _ := s.ClaimSMS(ctx, 10, 0); len(again) != 0 {
			t.Errorf("a leased message was claimed twice")
		}
		if err := s.MarkSMS(ctx, msgs[0].ID, errors.New("gateway down")); err != nil {
			t.Fatal(err)
		}
		if due, _ := s.ClaimSMS(ctx, 10, 0); len(due) != 0 {
			t.Errorf("retried before its delay")
		}
		now = now.Add(garihaat.OutboxRetryDelay(1) + time.Second)
		due, _ := s.ClaimSMS(ctx, 10, 0)
		if len(due) != 1 || due[0].Attempts != 1 {
			t.Fatalf("retry %+v", due)
		}
		if err := s.MarkSMS(ctx, due[0].ID, nil); err != nil {
			t.Fatal(err)
		}
		now = now.Add(24 * time.Hour)
		if left, _ := s.ClaimSMS(ctx, 10, 0); len(left) != 0 {
			t.Errorf("a sent message came back")
		}
	})
}

func TestImportVehicles(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		count := func() int {
			rows, _, err := s.AdminVehicles(ctx, garihaat.AdminVehicleFilter{Page: 1})
			if err != nil {
				t.Fatal(err)
			}
			return len(rows)
		}
		before := count()
		file := "title,title_bn,brand,type,color,cash_price,installment_price,offer_ends_at,status\n" +
			"Tata Signa Truck,টাটা সিগনা ট্রাক,Tata,ট্রাক,Red,\"৩০,০০,০০০\",3200000,2026-04-01,draft\n" +
			"Mystery Van,,Nobody,Truck,,1000,1000,2026-04-01,draft\n"
		rows, err := garihaat.ParseVehicleCSV(strings.NewReader(file))
		if err != nil {
			t.Fatal(err)
		}
		rep, err := s.ImportVehicles(ctx, staff, rows, false)
		if err != nil || rep.Written || rep.Valid != 1 || rep.Invalid != 1 || len(rep.Rows[1].Errors["brand"]) != 1 ||
			rep.Rows[1].Errors["brand_id"] != nil {
			t.Fatalf("bad file: %+v %v", rep, err)
		}
		// A year that is not one, a missing Bangla title on a published row:
		// each named by its column, as the clerk's spreadsheet shows it.
		rows, _ = garihaat.ParseVehicleCSV(strings.NewReader("title,brand,type,cash_price,installment_price,offer_ends_at,year,status\n" +
			"Tata Ace,Tata,Truck,700000,800000,2026-04-01,20x1,draft\n"))
		rep, err = s.ImportVehicles(ctx, staff, rows, true)
		if err != nil || rep.Invalid != 1 || garihaat.Say("en", rep.Rows[0].Errors["year"][0]) != "Must be a year like 2021." {
			t.Fatalf("a bad year: %+v %v", rep, err)
		}
		if count() != before {
			t.Errorf("a file with a bad row wrote something")
		}
		good := strings.Join(strings.Split(file, "\n")[:2], "\n")
		rows, _ = garihaat.ParseVehicleCSV(strings.NewReader(good))
		if rep, err = s.ImportVehicles(ctx, staff, rows, true); err != nil || rep.Written || rep.Invalid != 0 || count() != before {
			t.Fatalf("dry run: %+v %v", rep, err)
		}
		if rep, err = s.ImportVehicles(ctx, staff, rows, false); err != nil || !rep.Written || count() != before+1 {
			t.Fatalf("import: %+v %v", rep, err)
		}
		v, err := s.AdminVehicle(ctx, rep.Rows[0].ID)
		if err != nil || v.CashPrice != 3_000_000 || v.BnTranslation.Title != "টাটা সিগনা ট্রাক" || v.ColorID == nil {
			t.Errorf("imported %+v %v", v, err)
		}
		// An update names only the columns it changes.
		if rows, err = garihaat.ParseVehicleCSV(strings.NewReader("id,cash_price\n1,2400000\n")); err != nil {
			t.Fatal(err)
		}
		if rep, err = s.ImportVehicles(ctx, staff, rows, false); err != nil || !rep.Written {
			t.Fatalf("update: %+v %v", rep, err)
		}
		v, _ = s.AdminVehicle(ctx, 1)
		if v.CashPrice != 2_400_000 || v.Title != "Tata LPT 1613 Truck" || len(v.Features["safety"]) != 1 || len(v.Images) != 3 {
			t.Errorf("updated %+v", v)
		}
		// Export → import is a round trip.
		var all []garihaat.CSVRow
		err = s.ExportVehicles(ctx, func(r garihaat.CSVRow) error { all = append(all, r); return nil })
		if err != nil {
			t.Fatal(err)
		}
		var buf strings.Builder
		if err := writeVehicleCSV(&buf, all); err != nil {
			t.Fatal(err)
		}
		rows, err = garihaat.ParseVehicleCSV(strings.NewReader(buf.String()))
		if err != nil {
			t.Fatal(err)
		}
		if rep, err = s.ImportVehicles(ctx, staff, rows, true); err != nil || rep.Invalid != 0 {
			t.Errorf("round trip: %+v %v", rep, err)
		}
	})
}

func TestRecordsConflicts(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		brands, _ := garihaat.ResourceNamed("brands")
		_, err := s.CreateRecord(ctx, staff, brands, garihaat.Record{"name": "Tata 2", "name_bn": "", "slug": "tata", "icon_image": "", "sort_order": 0})
		var e *garihaat.Error
		if !errors.As(err, &e) || e.Code != garihaat.ECONFLICT || len(e.Fields["slug"]) == 0 {
			t.Errorf("duplicate slug: %v", err)
		}
		if err := s.DeleteRecord(ctx, staff, brands, 1); garihaat.ErrorCode(err) != garihaat.ECONFLICT ||
			garihaat.ErrorMessage(err) != "3 vehicles use this brand: change or delete them first." {
			t.Errorf("brand in use: %v", err)
		}
		// Renaming a brand keeps its vehicles findable by the new name.
		if _, err := s.UpdateRecord(ctx, staff, brands, 1, garihaat.Record{"name": "Tata Motors", "name_bn": "টাটা মোটরস",
			"slug": "tata", "icon_image": "", "sort_order": 0}); err != nil {
			t.Fatal(err)
		}
		p, _ := storetest.Catalog(s).Vehicles(ctx, garihaat.VehicleFilter{Query: "মোটরস"})
		if p.Pagination.Total != 3 {
			t.Errorf("vehicles of the renamed brand found: %d", p.Pagination.Total)
		}
	})
}

func TestOutboxSharesTheSMSCap(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		now := storetest.Now
		s.Now = func() time.Time { return now }
		owedOutcomes(t, s, "01911000081", "01911000082", "01911000083")
		msgs, err := s.ClaimSMS(ctx, 10, 2)
		if err != nil || len(msgs) != 2 {
			t.Fatalf("claimed %d (%v), want 2 under a cap of 2", len(msgs), err)
		}
		for _, m := range msgs {
			if err := s.MarkSMS(ctx, m.ID, nil); err != nil {
				t.Fatal(err)
			}
		}
		now = now.Add(3 * time.Minute) // past the lease
		if more, _ := s.ClaimSMS(ctx, 10, 2); len(more) != 0 {
			t.Errorf("claimed %d past the cap", len(more))
		}
		// A code to a number that signed in before shares the cap (a new
		// number's has its own budget).
		mustUser(t, s, "01911000084")
		l := garihaat.DefaultAuthLimits()
		l.GlobalHourly = 2
		if _, err := s.ReserveOTPSend(ctx, "01911000084", "198.51.100.9", "", garihaat.Proof{}, now, l); garihaat.ErrorCode(err) != garihaat.ERATELIMITED {
			t.Errorf("a sign-in code past the shared cap: %v", err)
		}
		now = now.Add(time.Hour)
		if rest, _ := s.ClaimSMS(ctx, 10, 2); len(rest) != 1 {
			t.Errorf("an hour later: claimed %d, want the last 1", len(rest))
		}
	})
}

// Ready: a migrated store is ready; one whose migrations have not run, or
// whose database is gone, is not.
func TestReady(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		if err := s.Ready(ctx); err != nil {
			t.Fatalf("migrated store: %v", err)
		}
		fresh, err := store.Open(ctx, s.DSN()+"x")
		if s.Dialect() == store.Postgres {
			// A PostgreSQL DSN cannot be varied this simply; a closed store
			// stands for an unreachable one.
			fresh, err = store.Open(ctx, s.DSN())
		}
		if err != nil {
			t.Fatal(err)
		}
		if s.Dialect() == store.SQLite {
			if err := fresh.Ready(ctx); err == nil || !strings.Contains(err.Error(), "pending") {
				t.Errorf("unmigrated store: %v", err)
			}
		}
		fresh.Close()
		if err := fresh.Ready(ctx); err == nil {
			t.Error("a closed store is ready")
		}
	})
}
