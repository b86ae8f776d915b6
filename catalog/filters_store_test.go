package catalog_test

import (
	"context"
	"slices"
	"testing"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

func TestVehicleFilters(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		if err := storetest.Catalog(s).AwaitListIndex(ctx); err != nil {
			t.Fatal(err)
		}
		for _, tc := range []struct {
			name string
			f    garihaat.VehicleFilter
			want []string
		}{
			{"all newest first", garihaat.VehicleFilter{}, []string{"mahindra-furio-8", "tata-ace-7", "eicher-skyline-6", "eicher-pro-5", "mahindra-bolero-4", "mahindra-bolero-3", "tata-407-2", "tata-lpt-1613-1"}},
			{"type", garihaat.VehicleFilter{TypeIDs: []int64{2}}, []string{"tata-ace-7", "mahindra-bolero-4", "mahindra-bolero-3"}},
			{"two brands", garihaat.VehicleFilter{BrandIDs: []int64{2, 3}, Sort: garihaat.SortPriceAsc}, []string{"mahindra-bolero-3", "mahindra-bolero-4", "eicher-pro-5", "mahindra-furio-8", "eicher-skyline-6"}},
			{"brand slug", garihaat.VehicleFilter{BrandSlug: "eicher"}, []string{"eicher-skyline-6", "eicher-pro-5"}},
			{"unknown brand slug", garihaat.VehicleFilter{BrandSlug: "nope"}, []string{}},
			{"range inclusive both ends", garihaat.VehicleFilter{Ranges: []garihaat.BudgetRange{{Min: 860000, Max: 1066000}}}, []string{"eicher-pro-5", "mahindra-bolero-4"}},
			{"ranges or-ed", garihaat.VehicleFilter{Ranges: []garihaat.BudgetRange{{Min: 660000, Max: 860000}, {Min: 1666000, Max: 0}}, Sort: garihaat.SortPriceAsc}, []string{"mahindra-bolero-3", "mahindra-bolero-4", "mahindra-furio-8", "tata-lpt-1613-1", "eicher-skyline-6"}},
			{"installment price", garihaat.VehicleFilter{Ranges: []garihaat.BudgetRange{{Min: 660000, Max: 860000}}, PriceType: garihaat.PriceInstallment, Sort: garihaat.SortPriceAsc}, []string{"tata-ace-7", "mahindra-bolero-3"}},
			{"custom budget", garihaat.VehicleFilter{MinBudget: 1000000, MaxBudget: 2000000, Sort: garihaat.SortPriceDesc}, []string{"mahindra-furio-8", "tata-407-2", "eicher-pro-5"}},
			{"min only", garihaat.VehicleFilter{MinBudget: 2500000}, []string{"eicher-skyline-6", "tata-lpt-1613-1"}},
			{"colour depot fuel", garihaat.VehicleFilter{ColorIDs: []int64{1}, DepotIDs: []int64{5}, FuelIDs: []int64{3}}, []string{"mahindra-bolero-4", "tata-lpt-1613-1"}},
			{"query english any case", garihaat.VehicleFilter{Query: "BOLERO"}, []string{"mahindra-bolero-4", "mahindra-bolero-3"}},
			{"query brand and model words", garihaat.VehicleFilter{Query: "tata pickup"}, []string{"tata-ace-7"}},
			{"query bangla", garihaat.VehicleFilter{Query: "পিকআপ"}, []string{"tata-ace-7", "mahindra-bolero-4", "mahindra-bolero-3"}},
			{"query bangla brand", garihaat.VehicleFilter{Query: "আইশার"}, []string{"eicher-skyline-6", "eicher-pro-5"}},
			{"query percent is literal", garihaat.VehicleFilter{Query: "100%"}, []string{"mahindra-furio-8"}},
			{"query underscore is literal", garihaat.VehicleFilter{Query: "_"}, []string{}},
			{"combined", garihaat.VehicleFilter{TypeIDs: []int64{1}, Ranges: []garihaat.BudgetRange{{Min: 1066000, Max: 1666000}}, Query: "eicher"}, []string{"eicher-pro-5"}},
		} {
			t.Run(tc.name, func(t *testing.T) {
				// Both ways of answering: the SQL, and the list index.
				for _, list := range []func(context.Context, garihaat.VehicleFilter) (garihaat.VehiclePage, error){storetest.Catalog(s).VehiclesSQL, storetest.Catalog(s).Vehicles} {
					f := tc.f
					f.Page, f.PerPage = 1, garihaat.PageSize
					page, err := list(ctx, f)
					if err != nil {
						t.Fatal(err)
					}
					if got := slugs(page.Products); !slices.Equal(got, tc.want) {
						t.Errorf("got %v, want %v", got, tc.want)
					}
					if page.Pagination.Total != len(tc.want) {
						t.Errorf("total = %d, want %d", page.Pagination.Total, len(tc.want))
					}
				}
			})
		}
	})
}
