package seo

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"garihaat"
)

// A vehicle's published questions (issue 48 item 7) are in its first
// paint under "Questions buyers asked" / "ক্রেতাদের প্রশ্ন", escaped, and in
// its structured data as an FAQPage of the same texts; a vehicle without
// any has neither.
func TestVehiclePageQuestions(t *testing.T) {
	site := Site{Origin: "https://garihaat.example"}
	now := time.Date(2026, 12, 20, 12, 0, 0, 0, garihaat.Dhaka)
	v := testVehicle(garihaat.VehiclePublished, "2026-12-31")
	v.Questions = []garihaat.PublicQuestion{
		{ID: 1, Question: "Is the engine <rebuilt>?", Answer: "Yes, in 2024."},
		{ID: 2, Question: "শুক্রবার দেখা যাবে?", Answer: "হ্যাঁ, সকাল ১০টা থেকে।"},
	}
	for l, heading := range map[Lang]string{English: "Questions buyers asked", Bangla: "ক্রেতাদের প্রশ্ন"} {
		p := site.Vehicle(l, v, now)
		head, body := p.Render(site)
		for _, want := range []string{heading, "Is the engine &lt;rebuilt&gt;?", "Yes, in 2024.", "হ্যাঁ, সকাল ১০টা থেকে।"} {
			if !strings.Contains(string(body), want) {
				t.Errorf("%s first paint lacks %q", l, want)
			}
		}
		var faq map[string]any
		for _, x := range p.JSONLD {
			if m, ok := x.(ld); ok && m["@type"] == "FAQPage" {
				faq = m
			}
		}
		if faq == nil {
			t.Fatalf("%s: no FAQPage among %v", l, p.JSONLD)
		}
		b, _ := json.Marshal(faq["mainEntity"])
		if !strings.Contains(string(b), `"name":"Is the engine \u003crebuilt\u003e?"`) || !strings.Contains(string(b), `"text":"হ্যাঁ, সকাল ১০টা থেকে।"`) {
			t.Errorf("%s FAQPage %s", l, b)
		}
		if !strings.Contains(string(head), `"FAQPage"`) {
			t.Errorf("%s head lacks the FAQPage", l)
		}
	}
	v.Questions = nil
	p := site.Vehicle(English, v, now)
	_, body := p.Render(site)
	if strings.Contains(string(body), "Questions buyers asked") || len(p.JSONLD) != 2 {
		t.Errorf("a vehicle without questions: %d JSON-LD, body %s", len(p.JSONLD), body)
	}
}
