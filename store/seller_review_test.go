package store_test

import (
	"context"
	"slices"
	"testing"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// TestApproveWithoutInstallmentPrice (issue 50): the seller's form says the
// installment price is optional, so staff can approve a listing without
// one; the vehicle then takes cash offers and refuses installment ones
// with a reason, not a floor of zero.
func TestApproveWithoutInstallmentPrice(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		v := submitted(t, s, newSeller(t, s, "01912000051"), truck(t))
		d := garihaat.ReviewDecision{Decision: garihaat.ReviewApprove, Checks: garihaat.VerificationChecks}
		if err := d.Validate(); err != nil {
			t.Fatal(err)
		}
		a, err := s.ReviewVehicle(ctx, staff, v.ID, d)
		if err != nil {
			t.Fatalf("approving without an installment price: %v", err)
		}
		if a.Status != garihaat.VehiclePublished || a.InstallmentPrice != 0 {
			t.Fatalf("approved: %s, installment %d", a.Status, a.InstallmentPrice)
		}
		_, err = s.PlaceBid(ctx, garihaat.Bid{VehicleID: v.ID, Option: garihaat.OptionInstallments, Phone: "01911000052", Amount: 2_000_000}, storetest.Now)
		if e, ok := err.(*garihaat.Error); !ok || e.Fields["selectedOption"][0] != garihaat.MsgVehicleCashOnly {
			t.Errorf("an installment offer on a cash-only vehicle: %v", err)
		}
		if _, err := s.PlaceBid(ctx, garihaat.Bid{VehicleID: v.ID, Option: garihaat.OptionCash, Phone: "01911000052", Amount: 2_000_000}, storetest.Now); err != nil {
			t.Errorf("a cash offer: %v", err)
		}
	})
}

// TestSellerOutsideTheLists (issue 50): a seller lists a truck of a brand
// the catalogue lacks, standing in Cumilla. The desk cannot approve it
// before choosing the brand and the depot, and says which; once mapped,
// the titles are made again from the brand in both languages, and the
// district finds it as typed in English, Bangla or the old spelling — the
// list index and the SQL alike.
func TestSellerOutsideTheLists(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		in := garihaat.SellerVehicleInput{TypeID: 1, BrandID: 1, BrandOther: "Dongfeng", Model: "EQ1168", Year: "2016",
			Condition: garihaat.ConditionResale, District: "cumilla", Area: "Chauddagram", CashPrice: "18,00,000"}
		l, err := in.Validate(storetest.Now)
		if err != nil {
			t.Fatal(err)
		}
		if bad := (garihaat.SellerVehicleInput{District: "atlantis"}); true {
			if _, err := bad.Validate(storetest.Now); garihaat.ErrorCode(err) != garihaat.EINVALID {
				t.Errorf("an unknown district: %v", err)
			}
		}
		v := submitted(t, s, newSeller(t, s, "01912000061"), l)
		if v.BrandOther != "Dongfeng" || v.District != "cumilla" || v.Area != "Chauddagram" ||
			v.Title != "Dongfeng EQ1168 Truck 2016" || v.TitleBn != "Dongfeng EQ1168 ট্রাক ২০১৬" {
			t.Fatalf("the listing as given: %+v", v)
		}
		a, err := s.AdminVehicle(ctx, v.ID)
		if err != nil {
			t.Fatal(err)
		}
		if a.Seller == nil || a.Seller.BrandOther != "Dongfeng" || a.Seller.District.Bn != "কুমিল্লা" {
			t.Fatalf("the desk's view of the seller's words: %+v", a.Seller)
		}
		// The placeholder brand behind a typed one is in no list or select.
		params, err := s.FilterParams(ctx)
		if err != nil {
			t.Fatal(err)
		}
		footer, err := s.Footer(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if slices.ContainsFunc(params.Brands, func(o garihaat.Option) bool { return o.Name == "Other" }) ||
			slices.ContainsFunc(footer.Brands, func(b garihaat.BrandRef) bool { return b.Name == "Other" }) {
			t.Error("the Other brand is offered in the brand lists")
		}
		approve := garihaat.ReviewDecision{Decision: garihaat.ReviewApprove}
		wantField := func(d garihaat.ReviewDecision, field, msg string) {
			t.Helper()
			_, err := s.ReviewVehicle(ctx, staff, v.ID, d)
			if e, ok := err.(*garihaat.Error); !ok || e.Message != msg || len(e.Fields[field]) == 0 {
				t.Errorf("approving without %s: %v", field, err)
			}
		}
		wantField(approve, "brand_id", garihaat.MsgChooseBrandApproving)
		approve.BrandID = ptr(1)
		wantField(approve, "depot_location_id", garihaat.MsgChooseDepotApproving)
		approve.DepotLocationID = ptr(5)
		if a, err = s.ReviewVehicle(ctx, staff, v.ID, approve); err != nil {
			t.Fatal(err)
		}
		if a.Status != garihaat.VehiclePublished || a.BrandID != 1 || a.Title != "Tata EQ1168 Truck 2016" ||
			a.BnTranslation.Title != "টাটা EQ1168 ট্রাক ২০১৬" || *a.DepotLocationID != 5 {
			t.Fatalf("approved and mapped: %s %d %q %q", a.Status, a.BrandID, a.Title, a.BnTranslation.Title)
		}
		if err := storetest.Catalog(s).AwaitListIndex(ctx); err != nil {
			t.Fatal(err)
		}
		for _, q := range []string{"truck cumilla", "ট্রাক কুমিল্লা", "truck comilla", "chauddagram"} {
			f := garihaat.VehicleFilter{Page: 1, PerPage: 18, Query: q}
			for name, search := range map[string]func(context.Context, garihaat.VehicleFilter) (garihaat.VehiclePage, error){
				"index": storetest.Catalog(s).Vehicles, "SQL": s.VehiclesSQL} {
				p, err := search(ctx, f)
				if err != nil {
					t.Fatal(err)
				}
				if !slices.ContainsFunc(p.Products, func(c garihaat.VehicleSummary) bool { return c.ID == v.ID }) {
					t.Errorf("%s: %q does not find the truck in Cumilla (%d found)", name, q, len(p.Products))
				}
			}
		}
	})
}
