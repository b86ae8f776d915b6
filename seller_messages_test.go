package garihaat

import (
	"strings"
	"testing"
)

// Each state a seller is told of has its own SMS in both languages, with
// the vehicle's title and staff's note where it takes one, and no
// formatting debris.
func TestSellerText(t *testing.T) {
	titles := Titles{En: "Tata 1613", Bn: "টাটা ১৬১৩"}
	for _, to := range []string{VehiclePublished, VehicleChangesRequested, VehicleRefused, VehicleSold} {
		for _, lang := range []string{"en", "bn"} {
			got := SellerText(lang, to, titles, "Add a photo of the chassis number.")
			if strings.Contains(got, "%!") || !strings.Contains(got, titles.In(lang)) {
				t.Errorf("%s %s: %q", to, lang, got)
			}
			if takesNote := to == VehicleChangesRequested || to == VehicleRefused; takesNote != strings.Contains(got, "chassis") {
				t.Errorf("%s %s: note shown = %v: %q", to, lang, !takesNote, got)
			}
		}
	}
	if SellerText("en", VehicleSold, titles, "") == SellerText("en", VehiclePublished, titles, "") {
		t.Error("sold and verified say the same")
	}
}
