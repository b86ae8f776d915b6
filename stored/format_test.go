package stored

import (
	"crypto/sha256"
	"encoding/hex"
	"testing"

	"garihaat"
	"garihaat/internal/fill"
)

// detailEncodings are the hashes of filled vehicles' stored parts, by
// DetailFormat. When TestDetailFormat fails the encoding changed: give
// DetailFormat a new name and record its hash here (and the demo's, see
// TestDetailFormatOfTheDemo); older names are in git's history.
var detailEncodings = map[string]string{
	"detail-5": "19de09aa2322d9f2fbc82817",
}

// TestDetailFormat: the stored part's encoding changes only with
// DetailFormat's name, so a stored part is served only by the builds that
// write it the same (issue 47: the name, not the executable, decides).
func TestDetailFormat(t *testing.T) {
	sum := sha256.New()
	vehicles := []garihaat.Vehicle{{ID: 1}}
	for seed := range 3 {
		vehicles = append(vehicles, fill.Filled[garihaat.Vehicle](seed))
	}
	for _, v := range vehicles {
		plain, err := plainDetail(v)
		if err != nil {
			t.Fatal(err)
		}
		sum.Write(plain)
	}
	got := hex.EncodeToString(sum.Sum(nil)[:12])
	if want, ok := detailEncodings[DetailFormat]; !ok || want != got {
		t.Fatalf("the stored detail's encoding is %s, %q's is %q: name the new encoding in DetailFormat and add its hash to detailEncodings", got, DetailFormat, want)
	}
}
