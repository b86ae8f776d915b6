package catalog_test

import (
	"context"
	"testing"

	"garihaat"
	"garihaat/media"
	"garihaat/store"
	"garihaat/store/storetest"
)

// The store's test helpers the read model's tests use too (store/admin_test.go).

var staff = garihaat.Actor{Phone: "01811000001", Role: garihaat.RoleOwner}

func photo(hash string) garihaat.Photo {
	p := garihaat.Photo{Hash: hash, Format: "jpeg"}
	for _, s := range media.Sizes {
		p.Renditions = append(p.Renditions, garihaat.Rendition{Name: s.Name, Width: 1, Height: 1, Body: []byte("jpeg " + s.Name)})
	}
	return p
}

func draft(title string) garihaat.VehicleInput {
	in := garihaat.VehicleInput{Title: title, CashPrice: 900_000, InstallmentPrice: 1_000_000, BrandID: 1, TypeID: 2,
		OfferEndsAt: storetest.Now.AddDate(0, 0, 5).Format("2006-01-02")}
	in.BnTranslation.Title = "নতুন " + title
	if err := in.Validate(); err != nil {
		panic(err)
	}
	return in
}

// publish creates a vehicle titled title through the back office, with one
// photo, and publishes it.
func publish(t *testing.T, s *store.Store, title, photoHash string) garihaat.AdminVehicle {
	t.Helper()
	ctx := context.Background()
	v, err := s.CreateVehicle(ctx, staff, draft(title))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddVehicleImage(ctx, staff, v.ID, photo(photoHash)); err != nil {
		t.Fatal(err)
	}
	in := draft(title)
	in.Status = garihaat.VehiclePublished
	if _, err := s.UpdateVehicle(ctx, staff, v.ID, in); err != nil {
		t.Fatal(err)
	}
	return v
}

func slugs(vs []garihaat.VehicleSummary) []string {
	out := []string{}
	for _, v := range vs {
		out = append(out, v.ProductSlug)
	}
	return out
}

func bid(t *testing.T, s *store.Store, vehicleID int64, phone string, amount int64) garihaat.Offer {
	t.Helper()
	r, err := s.PlaceBid(context.Background(), garihaat.Bid{VehicleID: vehicleID, Option: "cash", Phone: phone, Amount: amount}, storetest.Now)
	if err != nil {
		t.Fatal(err)
	}
	return r.Offer
}
