package garihaat

import (
	"reflect"
	"testing"
)

// TestVehicleFilterKeyHoldsEveryField: filters that differ in any one
// field — or only in where a list's items end — have different keys, and
// equal filters the same. A new field Key does not write fails here.
func TestVehicleFilterKeyHoldsEveryField(t *testing.T) {
	keys := map[string]string{VehicleFilter{}.Key(): "the empty filter"}
	add := func(name string, f VehicleFilter) {
		t.Helper()
		k := f.Key()
		if other, ok := keys[k]; ok {
			t.Errorf("%s and %s share the key %q", name, other, k)
		}
		keys[k] = name
		if again := f.Key(); again != k {
			t.Errorf("%s: key %q then %q", name, k, again)
		}
	}
	typ := reflect.TypeFor[VehicleFilter]()
	for i := range typ.NumField() {
		field := typ.Field(i)
		for _, n := range []int{1, 2} { // two values of each field: the key says which
			var f VehicleFilter
			v := reflect.ValueOf(&f).Elem().Field(i)
			switch field.Type {
			case reflect.TypeFor[[]int64]():
				v.Set(reflect.ValueOf([]int64{int64(n)}))
			case reflect.TypeFor[[]string]():
				v.Set(reflect.ValueOf([]string{string(rune('a' + n))}))
			case reflect.TypeFor[[]BudgetRange]():
				v.Set(reflect.ValueOf([]BudgetRange{{Min: int64(n)}}))
			case reflect.TypeFor[string]():
				v.SetString(string(rune('a' + n)))
			case reflect.TypeFor[int](), reflect.TypeFor[int64]():
				v.SetInt(int64(n))
			default:
				t.Fatalf("VehicleFilter.%s is a %s: write it in Key, then teach this test its values", field.Name, field.Type)
			}
			add(field.Name+"="+v.String(), f)
		}
	}
	// Where one item ends and the next begins is part of the key.
	add("Districts a,b", VehicleFilter{Districts: []string{"a,b"}})
	add("Districts a b", VehicleFilter{Districts: []string{"a", "b"}})
	add("Query ;1", VehicleFilter{Query: ";1"})
	add("BrandIDs 1,2", VehicleFilter{BrandIDs: []int64{1, 2}})
	add("BrandIDs 12", VehicleFilter{BrandIDs: []int64{12}})
	add("Ranges 1-0 2-0", VehicleFilter{Ranges: []BudgetRange{{Min: 1}, {Min: 2}}})
	add("Ranges 1-2", VehicleFilter{Ranges: []BudgetRange{{Min: 1, Max: 2}}})
}
