package store_test

import (
	"context"
	"reflect"
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
