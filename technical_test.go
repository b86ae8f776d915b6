package garihaat

import (
	"errors"
	"net/url"
	"reflect"
	"slices"
	"testing"
	"time"
)

func TestPayloadKgReadsTheTonnageLookup(t *testing.T) {
	for name, want := range map[string]int64{
		"10 Ton": 10_000, "7.5 Ton": 7_500, "0.5 ton": 500, "১.৫ টন": 1_500, "15 tonnes": 15_000,
		"": 0, "Heavy": 0, "10 Ton plus": 0, "0 Ton": 0, "500 Ton": 0,
	} {
		if got := PayloadKg(name); got != want {
			t.Errorf("PayloadKg(%q) = %d, want %d", name, got, want)
		}
	}
}

func TestTechnicalValidate(t *testing.T) {
	ok := Technical{GVWKg: 16_200, EnginePowerHP: 130, EngineCC: 5_675, WheelbaseMM: 4_225, Axles: " 6×4 ", Seats: 3, PayloadKg: 99}
	v := Validation{}
	ok.Validate(v)
	if len(v) != 0 || ok.Axles != "6x4" || ok.PayloadKg != 0 {
		t.Errorf("a Tata's figures: %v, %+v", v, ok)
	}
	bad := Technical{GVWKg: 162_000, EnginePowerHP: 2, EngineCC: -1, WheelbaseMM: 42_250, Axles: "5x3", Seats: 400}
	v = Validation{}
	bad.Validate(v)
	want := map[string]string{
		"technical.gvw_kg": MsgGVWBetween, "technical.engine_power_hp": MsgPowerBetween, "technical.engine_cc": MsgDisplacementBetween,
		"technical.wheelbase_mm": MsgWheelbaseBetween, "technical.axle_config": MsgAxleConfigUnknown, "technical.seats": MsgSeatsBetween,
	}
	for field, msg := range want {
		if !slices.Contains(v[field], msg) {
			t.Errorf("%s: %v, want %s", field, v[field], msg)
		}
	}
	for _, msg := range want {
		if !KnownMessage(msg) {
			t.Errorf("%s has no texts", msg)
		}
	}
	var none Technical
	v = Validation{}
	none.Validate(v)
	if len(v) != 0 {
		t.Errorf("nothing said is valid: %v", v)
	}
}

func TestBudgetPresetsFollowThePrices(t *testing.T) {
	threeWheelers := []int64{450_000, 480_000, 495_000, 520_000, 520_000, 560_000, 560_000, 600_000}
	got := BudgetPresets(threeWheelers)
	// Quartiles 495,000, 520,000 and 560,000 round to 5 and 6 lakh (two
	// round together): three ranges, the lowest holding the cheapest.
	want := []BudgetRange{{0, 500_000}, {500_000, 600_000}, {600_000, 0}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("three-wheelers: %v, want %v", got, want)
	}
	if got := BudgetPresets(nil); got != nil {
		t.Errorf("no prices: %v", got)
	}
	if got := BudgetPresets([]int64{4_150_000}); !reflect.DeepEqual(got, []BudgetRange{{0, 0}}) {
		t.Errorf("one price: %v", got)
	}
	wide := []int64{450_000, 900_000, 1_800_000, 2_900_000, 4_150_000, 5_400_000, 7_800_000, 14_500_000}
	got = BudgetPresets(wide)
	if len(got) != 4 || got[0].Min != 0 || got[3].Max != 0 {
		t.Fatalf("wide catalogue: %v", got)
	}
	for i, r := range got[:3] {
		if r.Max%Lakh != 0 || r.Max <= r.Min || got[i+1].Min != r.Max {
			t.Errorf("range %d %v: bounds in whole lakh, ascending, adjoining", i, r)
		}
	}
}

func TestParseVehicleFilterReadsPayloadSeatsAndDistrict(t *testing.T) {
	q := url.Values{"tonnage": {"3,4"}, "minSeats": {"৩০"}, "district": {"dhaka,cumilla", "dhaka"}}
	f, err := ParseVehicleFilter(q, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(f.TonnageIDs, []int64{3, 4}) || f.MinSeats != 30 || !slices.Equal(f.Districts, []string{"dhaka", "cumilla"}) {
		t.Errorf("%+v", f)
	}
	for _, bad := range []url.Values{{"tonnage": {"x"}}, {"minSeats": {"91"}}, {"minSeats": {"-1"}}, {"district": {"atlantis"}}} {
		_, err := ParseVehicleFilter(bad, time.Now())
		var e *Error
		if !errors.As(err, &e) || e.Code != EINVALID {
			t.Errorf("%v: %v, want a field error", bad, err)
			continue
		}
		for k := range bad {
			if len(e.Fields[k]) == 0 {
				t.Errorf("%v: no error on %s: %v", bad, k, e.Fields)
			}
		}
	}
}
