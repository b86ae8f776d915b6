package garihaat

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// What truck and bus buyers compare (issue 50, item 4): weight, engine,
// wheelbase, axles and seats. Every figure is optional: 0 (or "") means
// nobody said, and the page shows no row for it rather than "N/A". The
// payload is not here: the catalogue already keeps it as the tonnage
// lookup ("10 Ton"), which the list filters by; PayloadKg is that lookup
// read as a number, for compare and the structured data.

// Technical are a vehicle's figures as staff and sellers type them.
type Technical struct {
	GVWKg         int64  `json:"gvw_kg,omitempty"`          // gross vehicle weight, kg
	EnginePowerHP int64  `json:"engine_power_hp,omitempty"` // horsepower, as dealers here quote it
	EngineCC      int64  `json:"engine_cc,omitempty"`       // displacement, cm³
	WheelbaseMM   int64  `json:"wheelbase_mm,omitempty"`
	Axles         string `json:"axle_config,omitempty"` // one of AxleConfigs
	Seats         int64  `json:"seats,omitempty"`       // passengers, driver included
	// PayloadKg is read from the tonnage lookup on the way out; it is
	// never stored, and ignored on input.
	PayloadKg int64 `json:"payload_kg,omitempty"`
}

// AxleConfigs are the axle configurations the editor and the seller's form
// offer: wheel ends × driven ends, as the trade writes them (4×2 is the
// common two-axle truck, 6×4 the tipper with both rear axles driven).
var AxleConfigs = []string{"4x2", "4x4", "6x2", "6x4", "8x2", "8x4", "10x4"}

// Bounds of the figures: wide enough for a three-wheeler and a 10×4
// prime mover, narrow enough to catch a digit too many.
var technicalBounds = []struct {
	field    string
	lo, hi   int64
	msg      string
	valueOf  func(*Technical) int64
	clearIfZ bool
}{
	{"technical.gvw_kg", 300, 60_000, MsgGVWBetween, func(t *Technical) int64 { return t.GVWKg }, true},
	{"technical.engine_power_hp", 3, 800, MsgPowerBetween, func(t *Technical) int64 { return t.EnginePowerHP }, true},
	{"technical.engine_cc", 50, 20_000, MsgDisplacementBetween, func(t *Technical) int64 { return t.EngineCC }, true},
	{"technical.wheelbase_mm", 1_000, 8_000, MsgWheelbaseBetween, func(t *Technical) int64 { return t.WheelbaseMM }, true},
	{"technical.seats", 1, 90, MsgSeatsBetween, func(t *Technical) int64 { return t.Seats }, true},
}

// Validate checks t into v (fields named technical.*), trims the axle
// configuration and forgets a payload sent in.
func (t *Technical) Validate(v Validation) {
	t.PayloadKg = 0
	for _, b := range technicalBounds {
		if n := b.valueOf(t); n != 0 && (n < b.lo || n > b.hi) {
			v.Add(b.field, b.msg)
		}
	}
	t.Axles = strings.ReplaceAll(strings.ToLower(strings.TrimSpace(t.Axles)), "×", "x")
	if t.Axles != "" && !slices.Contains(AxleConfigs, t.Axles) {
		v.Add("technical.axle_config", MsgAxleConfigUnknown)
	}
}

// tonnes reads a tonnage lookup's name: "10 Ton", "7.5 Ton", "1.5 টন".
var tonnes = regexp.MustCompile(`^\s*(\d+(?:\.\d+)?)\s*(?:t|ton|tons|tonne|tonnes|টন)\s*$`)

// PayloadKg is the tonnage lookup's name as kilograms, 0 when the name is
// not a number of tonnes (staff keep that list and may name a row freely).
func PayloadKg(tonnage string) int64 {
	m := tonnes.FindStringSubmatch(strings.ToLower(NormalizeDigits(tonnage)))
	if m == nil {
		return 0
	}
	f, err := strconv.ParseFloat(m[1], 64)
	if err != nil || f <= 0 || f > 100 {
		return 0
	}
	return int64(f*1000 + 0.5)
}
