package stored_test

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"testing"

	"garihaat/store/demo"
	"garihaat/store/storetest"
	"garihaat/stored"
)

// demoDetails are the hashes of the demo catalogue's stored parts as the
// keeper makes them (read through the store, then encoded), by
// DetailFormat. TestDetailFormat holds the encoding to the name; this
// holds what the store puts into a public detail to it too (a field, a
// mask): without a new name, parts stored before such a change would
// still be served after it.
var demoDetails = map[string]string{
	"detail-5": "b77f63332e97d0beeb9b4492", // a blank odometer is left out (issue 50 walk)
}

func TestDetailFormatOfTheDemo(t *testing.T) {
	ctx := context.Background()
	s := storetest.MustOpenSQLite(t)
	if ok, err := s.Seed(ctx, demo.Catalog(storetest.Now)); err != nil || !ok {
		t.Fatalf("seed: %v %v", ok, err)
	}
	slugs, _, _, err := s.StaleDetails(ctx, "no format", 0, 1<<20)
	if err != nil || len(slugs) == 0 {
		t.Fatalf("%d slugs: %v", len(slugs), err)
	}
	sources, err := (stored.Over{Catalog: storetest.Catalog(s)}).VehiclesForDetail(ctx, slugs)
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.New()
	for _, src := range sources {
		p, err := stored.Encode(src.Vehicle, src.Revision)
		if err != nil {
			t.Fatal(err)
		}
		sum.Write(binary.BigEndian.AppendUint32(binary.BigEndian.AppendUint32(nil, p.CRC), p.Size))
	}
	got := hex.EncodeToString(sum.Sum(nil)[:12])
	if want := demoDetails[stored.DetailFormat]; want != got {
		t.Fatalf("the demo's stored parts hash to %s, %q's to %q: name the change in stored.DetailFormat and record its hash here", got, stored.DetailFormat, want)
	}
}
