package store_test

import (
	"context"
	"math/rand/v2"
	"reflect"
	"strconv"
	"testing"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// TestVehicleFeaturesEdits: the editor's save writes the features only when
// they changed (issue 33: a price edit spends no statement on them), and
// what it writes — a changed name, a new category, one taken away, the
// Bangla beside each — is what the vehicle reads back.
func TestVehicleFeaturesEdits(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		v, err := s.CreateVehicle(ctx, staff, draft("Isuzu NPR"))
		if err != nil {
			t.Fatal(err)
		}
		save := func(en, bn garihaat.Features) garihaat.AdminVehicle {
			t.Helper()
			in := v.VehicleInput
			in.Features, in.BnTranslation.Features = en, bn
			got, err := s.UpdateVehicle(ctx, staff, v.ID, in)
			if err != nil {
				t.Fatal(err)
			}
			return got
		}
		steps := []struct{ en, bn garihaat.Features }{
			{garihaat.Features{"safety": {"ABS", "Airbag"}}, garihaat.Features{"safety": {"এবিএস", "এয়ারব্যাগ"}}},
			{garihaat.Features{"safety": {"ABS", "Airbag"}}, garihaat.Features{"safety": {"এবিএস", "এয়ারব্যাগ"}}}, // unchanged
			{garihaat.Features{"safety": {"ABS"}, "comfort": {"AC"}}, garihaat.Features{"safety": {"এবিএস"}, "comfort": {"এসি"}}},
			{garihaat.Features{"comfort": {"AC", "Power steering"}}, garihaat.Features{"comfort": {"এসি", ""}}},
			{garihaat.Features{}, garihaat.Features{}},
		}
		for i, step := range steps {
			got := save(step.en, step.bn)
			read, err := s.AdminVehicle(ctx, v.ID)
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range []garihaat.AdminVehicle{got, read} {
				if !reflect.DeepEqual(w.Features, step.en) || !reflect.DeepEqual(w.BnTranslation.Features, step.bn) {
					t.Fatalf("step %d: features %v / %v, want %v / %v", i, w.Features, w.BnTranslation.Features, step.en, step.bn)
				}
			}
			v = read
		}
	})
}

// TestAfterWriteIsARead: a save answers the vehicle it built from what it
// wrote (afterWrite) instead of reading it again; over random edits of every
// field — digits in either script, features with gaps, the lifecycle's
// moves, the slug fixed once published — that answer equals a read.
func TestAfterWriteIsARead(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		// One vehicle that was published (its slug fixed) and a draft that
		// never was (its slug follows its title).
		pub := publish(t, s, "Isuzu NQR 71", "after-write")
		unpub, err := s.CreateVehicle(ctx, staff, draft("Hino 300"))
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(33, 4))
		pick := func(xs ...string) string { return xs[r.IntN(len(xs))] }
		ref := func(ids ...int64) *int64 {
			if k := r.IntN(len(ids) + 1); k < len(ids) {
				return &ids[k]
			}
			return nil
		}
		saved := 0
		for step := range 120 {
			v := &pub
			if step%2 == 1 {
				v = &unpub
			}
			in := v.VehicleInput
			switch r.IntN(8) {
			case 0:
				in.Title = pick("Isuzu NQR 71", "Hino 500 Truck", "  Tata Ace  ", "Ashok Leyland Dost")
				in.BnTranslation.Title = pick("ইসুজু", "হিনো ৫০০", "টাটা")
			case 1:
				in.CashPrice, in.InstallmentPrice = int64(500_000+r.IntN(900_000)), int64(1_500_000+r.IntN(500_000))
				in.MinOfferCash = nil
				if r.IntN(2) == 0 {
					m := in.CashPrice / 2
					in.MinOfferCash = &m
				}
			case 2:
				in.Specifications.Odometer = garihaat.FlexString(pick("", "0", "12000", "১২০০০", "7"))
				in.Specifications.RegistrationDocuments = pick("", "on", "off")
				in.Year = []int{0, 2019, 2024}[r.IntN(3)]
			case 3:
				in.Features = garihaat.Features{"safety": {"ABS", " ", "Airbag"}, "seating": {pick("7 seats", "3 seats")}}
				in.BnTranslation.Features = garihaat.Features{"safety": {"", "এয়ারব্যাগ"}}
				if r.IntN(2) == 0 {
					in.Features, in.BnTranslation.Features = garihaat.Features{}, nil
				}
			case 4:
				if v == &pub {
					in.Status = pick(garihaat.VehicleDraft, garihaat.VehiclePublished, garihaat.VehicleArchived)
				}
			case 5:
				in.OfferEndsAt = storetest.Now.AddDate(0, 0, r.IntN(30)-5).Format("2006-01-02")
				in.BidMode = pick(garihaat.BidSealed, garihaat.BidOpen)
			case 6:
				in.ColorID, in.FuelTypeID, in.DepotLocationID = ref(1, 2), ref(3, 4), ref(5, 6)
				in.BodyTypeID, in.TonnageID = ref(7), ref(8)
			case 7:
				in.Description, in.BnTranslation.Description = pick("", "Clean papers."), pick("", "কাগজ ঠিক আছে।")
				in.Specifications.Model, in.BnTranslation.Specifications.Model = pick("NQR", "500"), pick("", "৫০০")
				in.Condition = pick(garihaat.ConditionNew, garihaat.ConditionResale)
			}
			if err := in.Validate(); err != nil {
				t.Fatalf("step %d: %v %v", step, err, err.(*garihaat.Error).Fields)
			}
			got, err := s.UpdateVehicle(ctx, staff, v.ID, in)
			if garihaat.ErrorCode(err) == garihaat.ECONFLICT {
				continue // a move the lifecycle refuses
			} else if err != nil {
				t.Fatalf("step %d: %v %v", step, err, err.(*garihaat.Error).Fields)
			}
			read, err := s.AdminVehicle(ctx, v.ID)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, read) {
				t.Fatalf("step %d: the save answered\n%+v\na read gives\n%+v", step, got, read)
			}
			*v = read
			saved++
		}
		if saved < 80 || unpub.ProductSlug == "hino-300-"+strconv.FormatInt(unpub.ID, 10) {
			t.Fatalf("%d saves, the draft's slug %q: the edits did not reach what they test", saved, unpub.ProductSlug)
		}
	})
}
