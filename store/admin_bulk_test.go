package store_test

import (
	"context"
	"errors"
	"slices"
	"strconv"
	"testing"
	"time"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// TestMoveVehicles: a selection moves whole or not at all; a refusal names
// each vehicle that cannot move under its id, with the editor's reason.
func TestMoveVehicles(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		ready, err := s.CreateVehicle(ctx, staff, draft("Tata Ace Gold"))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.AddVehicleImage(ctx, staff, ready.ID, photo("bulk1")); err != nil {
			t.Fatal(err)
		}
		bare, err := s.CreateVehicle(ctx, staff, draft("Mahindra Bolero")) // no photo: cannot be published
		if err != nil {
			t.Fatal(err)
		}
		err = s.MoveVehicles(ctx, staff, []int64{ready.ID, bare.ID}, garihaat.VehiclePublished)
		var e *garihaat.Error
		if !errors.As(err, &e) || e.Code != garihaat.EINVALID || len(e.Fields[strconv.FormatInt(bare.ID, 10)]) == 0 ||
			len(e.Fields[strconv.FormatInt(ready.ID, 10)]) != 0 {
			t.Fatalf("publishing one without a photo: %v %v", err, e)
		}
		if v, _ := s.AdminVehicle(ctx, ready.ID); v.Status != garihaat.VehicleDraft {
			t.Errorf("a refused selection moved %d to %s", ready.ID, v.Status)
		}
		if err := s.MoveVehicles(ctx, staff, []int64{ready.ID}, garihaat.VehiclePublished); err != nil {
			t.Fatal(err)
		}
		p, _ := storetest.Catalog(s).Vehicles(ctx, garihaat.VehicleFilter{Query: "Ace Gold"})
		if p.Pagination.Total != 1 {
			t.Errorf("the published vehicle is listed %d times", p.Pagination.Total)
		}
		if err := s.MoveVehicles(ctx, staff, []int64{ready.ID, 1, 99999}, garihaat.VehicleArchived); !errors.As(err, &e) ||
			len(e.Fields["99999"]) == 0 || len(e.Fields) != 1 {
			t.Errorf("a missing vehicle in the selection: %v", err)
		}
		if err := s.MoveVehicles(ctx, staff, []int64{ready.ID, 1}, garihaat.VehicleArchived); err != nil {
			t.Fatal(err)
		}
		for _, id := range []int64{ready.ID, 1} {
			if v, _ := s.AdminVehicle(ctx, id); v.Status != garihaat.VehicleArchived {
				t.Errorf("vehicle %d is %s after the archive", id, v.Status)
			}
		}
		entries, _, _ := s.Audit(ctx, 1)
		if n := len(slices.DeleteFunc(entries, func(a garihaat.AuditEntry) bool { return a.Action != "bulk_archived" })); n != 2 {
			t.Errorf("audit rows of the bulk archive: %d", n)
		}
	})
}

// TestDuplicateVehicle: the copy is a new draft with the texts, prices,
// features and photos, and none of what names the one unit.
func TestDuplicateVehicle(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		src := publish(t, s, "Isuzu D-Max", "dup1")
		in := draft("Isuzu D-Max")
		in.Status = garihaat.VehiclePublished
		in.Features = map[string][]string{"safety": {"ABS"}}
		in.Specifications.RegistrationNumber, in.Specifications.ChassisNumber = "Dhaka Metro Ta 11-2233", "MA1XYZ"
		if _, err := s.UpdateVehicle(ctx, staff, src.ID, in); err != nil {
			t.Fatal(err)
		}
		cp, err := s.DuplicateVehicle(ctx, staff, src.ID)
		if err != nil {
			t.Fatal(err)
		}
		orig, _ := s.AdminVehicle(ctx, src.ID)
		if cp.ID == src.ID || cp.Status != garihaat.VehicleDraft || cp.Title != orig.Title || cp.CashPrice != orig.CashPrice ||
			cp.BnTranslation.Title != orig.BnTranslation.Title || len(cp.Features["safety"]) != 1 {
			t.Errorf("copy %+v of %+v", cp, orig)
		}
		if len(cp.Images) != 1 || cp.Images[0].URL != orig.Images[0].URL || cp.Images[0].ID == orig.Images[0].ID {
			t.Errorf("copy's photos %+v, original's %+v", cp.Images, orig.Images)
		}
		if sp := cp.Specifications; sp.RegistrationNumber != "" || sp.ChassisNumber != "" || cp.ProductSlug == orig.ProductSlug {
			t.Errorf("the copy names the original's unit: %+v slug %s", sp, cp.ProductSlug)
		}
		if orig.Status != garihaat.VehiclePublished || orig.Specifications.ChassisNumber != "MA1XYZ" {
			t.Errorf("the original changed: %+v", orig)
		}
		if _, err := s.DuplicateVehicle(ctx, staff, 99999); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Errorf("duplicating a missing vehicle: %v", err)
		}
	})
}

// TestAdminVehicleListSortsAndFilters: the list sorts by a column either
// way, and a lookup's vehicles are the ones its refused delete counts.
func TestAdminVehicleListSortsAndFilters(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		for _, asc := range []bool{true, false} {
			rows, _, err := s.AdminVehicles(ctx, garihaat.AdminVehicleFilter{Sort: "cash_price", Asc: asc, Page: 1})
			if err != nil {
				t.Fatal(err)
			}
			sorted := slices.IsSortedFunc(rows, func(a, b garihaat.AdminVehicleRow) int {
				if asc {
					return int(a.CashPrice - b.CashPrice)
				}
				return int(b.CashPrice - a.CashPrice)
			})
			if len(rows) != 8 || !sorted {
				t.Errorf("by cash price, ascending %v: %d rows sorted %v", asc, len(rows), sorted)
			}
		}
		records, _ := garihaat.ResourceNamed("attributes")
		attrs, err := s.Records(ctx, records, garihaat.KindColor)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			resource string
			id       int64
			filter   garihaat.AdminVehicleFilter
		}{
			{"brands", 1, garihaat.AdminVehicleFilter{BrandID: 1, Page: 1}},
			{"types", 2, garihaat.AdminVehicleFilter{TypeID: 2, Page: 1}},
			{"attributes", recordID(attrs[0]), garihaat.AdminVehicleFilter{AttributeID: recordID(attrs[0]), Page: 1}},
		} {
			_, p, err := s.AdminVehicles(ctx, c.filter)
			if err != nil {
				t.Fatal(err)
			}
			r, _ := garihaat.ResourceNamed(c.resource)
			err = s.DeleteRecord(ctx, staff, r, c.id)
			if p.Total == 0 || garihaat.ErrorCode(err) != garihaat.ECONFLICT {
				t.Errorf("%s %d: %d listed, delete %v", c.resource, c.id, p.Total, err)
			}
			one := garihaat.Msg(garihaat.MsgOneVehicleUsesIt, r.Entity)
			many := garihaat.Msg(garihaat.MsgVehiclesUseChangeDeleteThem, p.Total, r.Entity)
			if said := garihaat.ErrorSaid(err); said != one && said != many || p.Total == 1 && said != one {
				t.Errorf("%s %d: the list has %d, the refusal says %q", c.resource, c.id, p.Total, garihaat.Say("en", said))
			}
		}
	})
}

func recordID(r garihaat.Record) int64 {
	switch id := r["id"].(type) {
	case int64:
		return id
	case float64:
		return int64(id)
	}
	return 0
}

// TestOffersDeskOrders: highest or newest first, and the export hands
// every offer in the same order.
func TestOffersDeskOrders(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		for i, amount := range []int64{2_500_000, 2_700_000, 2_600_000} {
			at := storetest.Now.Add(time.Duration(i) * time.Minute)
			if _, err := s.PlaceBid(ctx, garihaat.Bid{VehicleID: 1, Option: "cash", Phone: "0191100010" + strconv.Itoa(i),
				Amount: amount}, at); err != nil {
				t.Fatal(err)
			}
		}
		amounts := func(os []garihaat.AdminOffer) (out []int64) {
			for _, o := range os {
				out = append(out, o.Amount)
			}
			return out
		}
		for sort, want := range map[string][]int64{"": {2_700_000, 2_600_000, 2_500_000}, garihaat.OffersByNewest: {2_600_000, 2_700_000, 2_500_000}} {
			f := garihaat.AdminOfferFilter{VehicleID: 1, Sort: sort}
			offers, err := s.AdminOffers(ctx, f)
			if err != nil {
				t.Fatal(err)
			}
			var exported []garihaat.AdminOffer
			if err := s.ExportOffers(ctx, f, func(o garihaat.AdminOffer) error { exported = append(exported, o); return nil }); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(amounts(offers), want) || !slices.Equal(amounts(exported), want) {
				t.Errorf("sort %q: desk %v, export %v, want %v", sort, amounts(offers), amounts(exported), want)
			}
		}
	})
}
