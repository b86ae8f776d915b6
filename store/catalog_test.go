package store_test

import (
	"context"
	"fmt"
	"reflect"
	"slices"
	"sync"
	"testing"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

func slugs(vs []garihaat.VehicleSummary) []string {
	out := []string{}
	for _, v := range vs {
		out = append(out, v.ProductSlug)
	}
	return out
}

func TestVehiclePagination(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		p2, err := storetest.Catalog(s).Vehicles(ctx, garihaat.VehicleFilter{Page: 2, PerPage: 3})
		if err != nil {
			t.Fatal(err)
		}
		pg := p2.Pagination
		if got := slugs(p2.Products); !slices.Equal(got, []string{"eicher-pro-5", "mahindra-bolero-4", "mahindra-bolero-3"}) {
			t.Errorf("page 2 = %v", got)
		}
		if pg.Total != 8 || pg.PerPage != 3 || pg.CurrentPage != 2 || pg.LastPage != 3 || *pg.From != 4 || *pg.To != 6 || !pg.HasMorePages {
			t.Errorf("pagination = %+v", pg)
		}
		p3, _ := storetest.Catalog(s).Vehicles(ctx, garihaat.VehicleFilter{Page: 3, PerPage: 3})
		if len(p3.Products) != 2 || p3.Pagination.HasMorePages || *p3.Pagination.To != 8 {
			t.Errorf("last page = %v %+v", slugs(p3.Products), p3.Pagination)
		}
		p9, _ := storetest.Catalog(s).Vehicles(ctx, garihaat.VehicleFilter{Page: 9, PerPage: 3})
		if len(p9.Products) != 0 || p9.Pagination.From != nil || p9.Pagination.Total != 8 {
			t.Errorf("past the end = %v %+v", slugs(p9.Products), p9.Pagination)
		}
		big, _ := storetest.Catalog(s).Vehicles(ctx, garihaat.VehicleFilter{PerPage: 1000})
		if big.Pagination.PerPage != garihaat.MaxPageSize {
			t.Errorf("per_page = %d, want capped at %d", big.Pagination.PerPage, garihaat.MaxPageSize)
		}
	})
}

func TestVehicleDetail(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		v, rel, err := s.Vehicle(ctx, "tata-lpt-1613-1", 12)
		if err != nil {
			t.Fatal(err)
		}
		if v.Title != "Tata LPT 1613 Truck" || v.BnTranslation.Title != "টাটা এলপিটি ১৬১৩ ট্রাক" || v.Brand.BrandSlug != "tata" ||
			v.VehicleType.Name != "Truck" || v.Color.Name != "Red" || v.Color.BnTranslation.Name != "লাল" || v.FuelType.Name != "Diesel" ||
			v.BodyType.Name != "Open Body" || v.Specifications.DepotLocation != "Dhaka" || v.BnTranslation.Specifications.DepotLocation != "ঢাকা" ||
			v.Specifications.Tonnage != "5 Ton" || v.Specifications.RegistrationDocuments != "on" || len(v.Images) != 3 ||
			v.CashPrice != 2_500_000 || v.TrackingID != nil || v.OfferEndsAt != "2026-03-20" {
			t.Errorf("detail = %+v", v)
		}
		if !slices.Equal(v.Features["safety"], []string{"ABS"}) || !slices.Equal(v.BnTranslation.Features["seating"], []string{"৩ আসন"}) ||
			v.Features["benefits"] == nil {
			t.Errorf("features = %v / %v", v.Features, v.BnTranslation.Features)
		}
		// Same type and brand first, then same type, then same brand.
		want := []string{"tata-407-2", "mahindra-furio-8", "eicher-pro-5", "tata-ace-7"}
		if got := slugs(rel); !slices.Equal(got, want) {
			t.Errorf("related = %v, want %v", got, want)
		}
		if _, _, err := s.Vehicle(ctx, "missing", 4); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Errorf("missing slug: %v", err)
		}

		// The page's read is the detail without the features (and the
		// price rating, which only the app shows), from its own statement.
		page, err := s.VehicleForPage(ctx, "tata-lpt-1613-1")
		if err != nil {
			t.Fatal(err)
		}
		for c, names := range page.Features {
			if len(names) != 0 || len(page.BnTranslation.Features[c]) != 0 {
				t.Errorf("page read has features %v", page.Features)
			}
		}
		v.Features, v.BnTranslation.Features, v.PriceRating = page.Features, page.BnTranslation.Features, page.PriceRating
		if !reflect.DeepEqual(page, v) {
			t.Errorf("page read = %+v\nwant %+v", page, v)
		}
		if _, err := s.VehicleForPage(ctx, "missing"); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Errorf("missing slug: %v", err)
		}
	})
}

func TestCatalogLists(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		h, err := storetest.Catalog(s).Homepage(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(h.Brands) != 3 || len(h.Types) != 3 || len(h.Dealers) != 1 || len(h.Testimonials) != 1 {
			t.Fatalf("homepage = %+v", h)
		}
		if got := slugs(h.Types[1].Products); h.Types[1].Name != "Pickup" || !slices.Equal(got, []string{"tata-ace-7", "mahindra-bolero-4", "mahindra-bolero-3"}) {
			t.Errorf("pickup row = %s %v", h.Types[1].Name, got)
		}
		var tata garihaat.Brand
		for _, b := range h.Brands {
			if b.BrandSlug == "tata" {
				tata = b
			}
		}
		if tata.TotalProducts != 3 || len(tata.ProductTypes) != 2 || tata.BnTranslation.Name != "টাটা" {
			t.Errorf("tata = %+v", tata)
		}
		fp, err := s.FilterParams(ctx)
		if err != nil || len(fp.Types) != 3 || len(fp.Brands) != 3 || len(fp.Colors) != 2 || len(fp.FuelTypes) != 2 || len(fp.DepLoc) != 2 || len(fp.Tonnage) != 1 {
			t.Errorf("filter params = %+v, %v", fp, err)
		}
		f, err := s.Footer(ctx)
		if err != nil || len(f.Types) != 3 || len(f.Brands) != 3 || f.Brands[0].BrandSlug == "" {
			t.Errorf("footer = %+v, %v", f, err)
		}
		faqs, err := s.FAQs(ctx)
		if err != nil || len(faqs) != 1 || faqs[0].BnTranslation.Answer != "এভাবে।" {
			t.Errorf("faqs = %+v, %v", faqs, err)
		}
	})
}

func TestPlaceBid(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		now := storetest.Now
		r, err := s.PlaceBid(ctx, garihaat.Bid{VehicleID: 1, Option: "cash", Phone: "01711222333", Amount: 2_400_000}, now)
		if err != nil {
			t.Fatal(err)
		}
		o := r.Offer
		if o.ID == 0 || len(o.IDNumber) != len("GH-260310-XXXXXX") || o.Status != "ongoing" || o.Product.ProductSlug != "tata-lpt-1613-1" {
			t.Errorf("offer = %+v", o)
		}
		// The window of vehicle 4 ends today: still open until midnight Dhaka.
		if _, err := s.PlaceBid(ctx, garihaat.Bid{VehicleID: 4, Option: "installments", Phone: "01711222333", Amount: 990_000}, now); err != nil {
			t.Errorf("bid on the last day: %v", err)
		}
		// Vehicle 5 closed yesterday.
		_, err = s.PlaceBid(ctx, garihaat.Bid{VehicleID: 5, Option: "cash", Phone: "01711222333", Amount: 1}, now)
		if e, ok := err.(*garihaat.Error); !ok || e.Code != garihaat.EINVALID || len(e.Fields["id"]) != 1 {
			t.Errorf("closed window: %v", err)
		}
		_, err = s.PlaceBid(ctx, garihaat.Bid{VehicleID: 999, Option: "cash", Phone: "01711222333", Amount: 1}, now)
		if garihaat.ErrorCode(err) != garihaat.EINVALID {
			t.Errorf("unknown vehicle: %v", err)
		}
		// Concurrent bids of 20 buyers all count; a buyer's repeat bids count once.
		var wg sync.WaitGroup
		errs := make(chan error, 40)
		for i := range 40 {
			wg.Go(func() {
				phone := fmt.Sprintf("018112223%02d", i%20)
				_, err := s.PlaceBid(ctx, garihaat.Bid{VehicleID: 2, Option: "cash", Phone: phone, Amount: 1_000_000}, now)
				errs <- err
			})
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		v, _, _ := s.Vehicle(ctx, "tata-407-2", 0)
		if v.TotalBid != 20 {
			t.Errorf("total_bid = %d, want 20", v.TotalBid)
		}
	})
}

func TestVehiclesByConditionAndYear(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		if _, err := s.DB().Exec(`UPDATE vehicles SET condition = 'resale', year = 2012 WHERE id IN (2, 3)`); err != nil {
			t.Fatal(err)
		}
		for _, tc := range []struct {
			f    garihaat.VehicleFilter
			want int
		}{
			{garihaat.VehicleFilter{Conditions: []string{"resale"}}, 2},
			{garihaat.VehicleFilter{Conditions: []string{"new", "reconditioned"}}, 6},
			{garihaat.VehicleFilter{MaxYear: 2015}, 2},
			{garihaat.VehicleFilter{MinYear: 2015, Conditions: []string{"new"}}, 6},
			{garihaat.VehicleFilter{MinYear: 2013, MaxYear: 2019}, 0},
		} {
			p, err := storetest.Catalog(s).Vehicles(ctx, tc.f)
			if err != nil || p.Pagination.Total != tc.want {
				t.Errorf("%+v: %d vehicles (%v), want %d", tc.f, p.Pagination.Total, err, tc.want)
			}
		}
	})
}

// A blank odometer (stored as 0) says nothing on the vehicle page, in
// neither language, rather than "0 km" / "০ কিমি" (issue 50); a known
// one keeps its figure.
func TestVehicleDetailBlankOdometer(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		if _, err := s.DB().Exec(`UPDATE vehicles SET odometer_km = 0 WHERE id = 2`); err != nil {
			t.Fatal(err)
		}
		v, _, err := s.Vehicle(ctx, "tata-407-2", 0)
		if err != nil {
			t.Fatal(err)
		}
		if v.Specifications.Odometer != "" || v.BnTranslation.Specifications.Odometer != "" {
			t.Errorf("blank odometer = %q / %q, want empty", v.Specifications.Odometer, v.BnTranslation.Specifications.Odometer)
		}
		if _, err := s.DB().Exec(`UPDATE vehicles SET odometer_km = 45000 WHERE id = 2`); err != nil {
			t.Fatal(err)
		}
		v, _, _ = s.Vehicle(ctx, "tata-407-2", 0)
		if v.Specifications.Odometer != "45,000 km" || v.BnTranslation.Specifications.Odometer != "৪৫,০০০ কিমি" {
			t.Errorf("odometer = %q / %q, want 45,000 km / ৪৫,০০০ কিমি", v.Specifications.Odometer, v.BnTranslation.Specifications.Odometer)
		}
	})
}
