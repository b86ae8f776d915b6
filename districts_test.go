package garihaat

import (
	"testing"

	"golang.org/x/text/unicode/norm"
)

// TestDistricts: the list holds Bangladesh's 64 districts once each, named
// in both languages (Bangla in NFC, as search folds text).
func TestDistricts(t *testing.T) {
	if len(Districts) != 64 {
		t.Fatalf("%d districts, want 64", len(Districts))
	}
	seen := map[string]bool{}
	for _, d := range Districts {
		if d.Code == "" || d.Name == "" || d.Bn == "" || seen[d.Code] || seen[d.Bn] || !norm.NFC.IsNormalString(d.Bn) {
			t.Errorf("district %+v: empty, repeated or not NFC", d)
		}
		seen[d.Code], seen[d.Bn] = true, true
		if got, ok := DistrictOf(d.Code); !ok || got.Name != d.Name {
			t.Errorf("DistrictOf(%q) = %+v", d.Code, got)
		}
	}
	if _, ok := DistrictOf("atlantis"); ok {
		t.Error("an unknown code is a district")
	}
}
