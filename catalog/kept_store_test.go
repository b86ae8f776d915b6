package catalog_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"
	"testing"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// TestKeptIndexEqualsRebuild is issue 33's differential test: after every
// write of a random sequence — vehicles created, each field edited,
// published, archived, sold, deleted, photos added, removed and reordered,
// lookups renamed (which touch many vehicles), CSV imports — the list
// index and the snapshot kept by merging the change log equal ones read
// whole, on both databases.
func TestKeptIndexEqualsRebuild(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		r := rand.New(rand.NewPCG(33, 3))
		check := func(step int, what string) {
			t.Helper()
			diff, _, _, err := storetest.Catalog(s).KeptEqualsRebuilt(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if diff != "" {
				t.Fatalf("step %d (%s): the kept index differs from a rebuild: %s", step, what, diff)
			}
		}
		check(0, "start")
		w := keptWriter{t: t, s: s, r: r}
		moved := 0 // the writes the public could see: the others move no version (issue 46)
		for step := 1; step <= 60; step++ {
			before, err := s.CatalogVersion(ctx)
			if err != nil {
				t.Fatal(err)
			}
			what := w.write(ctx, step)
			t.Log(step, what)
			check(step, what)
			if after, err := s.CatalogVersion(ctx); err != nil {
				t.Fatal(err)
			} else if after != before {
				moved++
			}
		}
		_, merged, rebuilt, _ := storetest.Catalog(s).KeptEqualsRebuilt(ctx)
		if merged < int64(moved*2/3) {
			t.Errorf("only %d of the %d writes that moved the version were merged (%d rebuilt): the test did not exercise the merge",
				merged, moved, rebuilt)
		}
		// The merges in place left holes and a tail, merged away off the
		// request path (catalog/listindex.go) — and the result is as exact.
		if n := storetest.Catalog(s).ListingCompactions(); n == 0 {
			t.Errorf("no compaction of the list index in 60 writes")
		} else {
			t.Logf("%d compactions", n)
		}
		check(61, "after the compactions")
	})
}

// keptWriter makes the random writes of TestKeptIndexEqualsRebuild.
type keptWriter struct {
	t *testing.T
	s *store.Store
	r *rand.Rand
}

// pick returns a random vehicle of the back office's first page.
func (w keptWriter) pick(ctx context.Context) garihaat.AdminVehicle {
	w.t.Helper()
	rows, _, err := w.s.AdminVehicles(ctx, garihaat.AdminVehicleFilter{Page: 1})
	if err != nil || len(rows) == 0 {
		w.t.Fatalf("vehicles: %v", err)
	}
	v, err := w.s.AdminVehicle(ctx, rows[w.r.IntN(len(rows))].ID)
	if err != nil {
		w.t.Fatal(err)
	}
	return v
}

// write makes one random write and says what it was.
func (w keptWriter) write(ctx context.Context, step int) string {
	t, s, r := w.t, w.s, w.r
	t.Helper()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatalf("step %d: %v", step, err)
		}
	}
	v := w.pick(ctx)
	in := v.VehicleInput
	edit := func(what string, change func()) string {
		change()
		_, err := s.UpdateVehicle(ctx, staff, v.ID, in)
		// A move the lifecycle refuses (a sold vehicle), or a vehicle not
		// ready to publish (no photo): refused, nothing written.
		if c := garihaat.ErrorCode(err); c == garihaat.ECONFLICT || c == garihaat.EINVALID {
			return what + " refused"
		}
		must(err)
		return what
	}
	switch k := r.IntN(14); k {
	case 0:
		publish(t, s, fmt.Sprintf("Kept Tata %d Pickup", step), "kept"+strconv.Itoa(step))
		return "created and published"
	case 1:
		_, err := s.CreateVehicle(ctx, staff, draft(fmt.Sprintf("Kept Draft %d", step)))
		must(err)
		return "draft created"
	case 2:
		return edit("price", func() { in.CashPrice += int64(1000 * (1 + r.IntN(500))) })
	case 3:
		return edit("title", func() {
			in.Title = fmt.Sprintf("Renamed Isuzu %d", step)
			in.BnTranslation.Title = "ইসুজু " + in.Title
		})
	case 4:
		return edit("type and brand", func() { in.TypeID, in.BrandID = int64(1+r.IntN(3)), int64(1+r.IntN(3)) })
	case 5:
		return edit("offer day, year, condition, colour", func() {
			in.OfferEndsAt = storetest.Now.AddDate(0, 0, r.IntN(20)-5).Format("2006-01-02")
			in.Year, in.Condition, in.ColorID = 2010+r.IntN(14), garihaat.ConditionResale, ptr(int64(1+r.IntN(2)))
		})
	case 6:
		return edit("archived", func() { in.Status = garihaat.VehicleArchived })
	case 7:
		return edit("published", func() { in.Status = garihaat.VehiclePublished })
	case 8:
		if v.Status != garihaat.VehiclePublished || v.OfferClosesAt.Before(storetest.Now) {
			return "no sale (not open)"
		}
		o := bid(t, s, v.ID, "0191100"+fmt.Sprintf("%04d", step), in.CashPrice)
		_, err := s.DecideOffer(ctx, staff, o.ID, garihaat.ActionWin)
		must(err)
		_, err = s.DecideOffer(ctx, staff, o.ID, garihaat.ActionPurchase)
		must(err)
		return "sold"
	case 9:
		_, err := s.AddVehicleImage(ctx, staff, v.ID, photo(fmt.Sprintf("kept-photo-%d", step)))
		must(err)
		return "photo added"
	case 10:
		if len(v.Images) < 2 {
			return "no photos to change"
		}
		if r.IntN(2) == 0 {
			must(s.DeleteVehicleImage(ctx, staff, v.ID, v.Images[0].ID))
			return "cover photo removed"
		}
		ids := []int64{}
		for i := len(v.Images) - 1; i >= 0; i-- {
			ids = append(ids, v.Images[i].ID)
		}
		must(s.ReorderVehicleImages(ctx, staff, v.ID, ids))
		return "photos reordered"
	case 11:
		_, err := s.DeleteVehicle(ctx, staff, v.ID)
		must(err)
		return "deleted"
	case 12:
		res, _ := garihaat.ResourceNamed([]string{"brands", "types"}[r.IntN(2)])
		recs, err := s.Records(ctx, res, "")
		must(err)
		rec := recs[r.IntN(len(recs))]
		rec["name"] = fmt.Sprintf("Renamed %d", step)
		_, err = s.UpdateRecord(ctx, staff, res, rec["id"].(int64), rec)
		must(err)
		return res.Name + " renamed"
	default:
		var rows []garihaat.CSVRow
		must(s.ExportVehicles(ctx, func(r garihaat.CSVRow) error { rows = append(rows, r); return nil }))
		for i := range rows {
			rows[i].Input.CashPrice += 500
		}
		rep, err := s.ImportVehicles(ctx, staff, rows[:min(len(rows), 5)], false)
		must(err)
		if !rep.Written {
			t.Fatalf("step %d: import not written: %+v", step, rep)
		}
		return "CSV import"
	}
}
