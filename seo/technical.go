package seo

import (
	"strconv"
	"strings"

	"garihaat"
)

// technicalLD adds the figures truck buyers compare (issue 50) to a
// Vehicle's JSON-LD, each as schema.org names it and only when known:
// the engine's power and displacement under vehicleEngine, the gross
// weight, payload and wheelbase as QuantitativeValues with UN/CEFACT
// units (KGM kilogram, BHP brake horsepower, CMQ cubic centimetre, MMT
// millimetre), the seats as seatingCapacity.
func technicalLD(out ld, t garihaat.Technical) {
	qv := func(value int64, unit string) ld {
		return ld{"@type": "QuantitativeValue", "value": value, "unitCode": unit}
	}
	engine := ld{"@type": "EngineSpecification"}
	if t.EnginePowerHP > 0 {
		engine["enginePower"] = qv(t.EnginePowerHP, "BHP")
	}
	if t.EngineCC > 0 {
		engine["engineDisplacement"] = qv(t.EngineCC, "CMQ")
	}
	if len(engine) > 1 {
		out["vehicleEngine"] = engine
	}
	if t.GVWKg > 0 {
		out["weightTotal"] = qv(t.GVWKg, "KGM")
	}
	if t.PayloadKg > 0 {
		out["payload"] = qv(t.PayloadKg, "KGM")
	}
	if t.WheelbaseMM > 0 {
		out["wheelbase"] = qv(t.WheelbaseMM, "MMT")
	}
	if t.Seats > 0 {
		out["seatingCapacity"] = t.Seats
	}
}

// technicalFacts are the known figures as the page's facts, in the
// reader's digits and lakh grouping ("16,200 kg", "১৬,২০০ কেজি").
func technicalFacts(t garihaat.Technical, l Lang) []Fact {
	var out []Fact
	num := func(label string, n int64, unit string) {
		if n > 0 {
			out = append(out, Fact{say(l, label), digits(garihaat.GroupLakh(n), l) + " " + say(l, unit)})
		}
	}
	num(wordGVW, t.GVWKg, unitKg)
	num(wordPower, t.EnginePowerHP, unitHP)
	num(wordCC, t.EngineCC, unitCC)
	num(wordWheelbase, t.WheelbaseMM, unitMM)
	if t.Axles != "" {
		out = append(out, Fact{say(l, wordAxles), digits(strings.ReplaceAll(t.Axles, "x", "×"), l)})
	}
	if t.Seats > 0 {
		out = append(out, Fact{say(l, wordSeats), digits(strconv.FormatInt(t.Seats, 10), l)})
	}
	return out
}
