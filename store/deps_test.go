package store_test

import (
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// TestStoreIsOnlySQL: the store does not build on the catalogue's read
// model — the list index (listing), the stored parts (stored) and the
// read model that follows the change log for them (catalog) — which is
// built on the store instead (issue 45). go list -deps is asked, not the
// imports of the files: a dependency through a third package counts too.
func TestStoreIsOnlySQL(t *testing.T) {
	goBin := filepath.Join(runtime.GOROOT(), "bin", "go")
	out, err := exec.Command(goBin, "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	deps := strings.Fields(string(out))
	if !slices.Contains(deps, "garihaat/store") {
		t.Fatalf("go list -deps . does not list the store itself: %v", deps)
	}
	for _, d := range deps {
		for _, part := range []string{"garihaat/listing", "garihaat/stored", "garihaat/catalog"} {
			if d == part || strings.HasPrefix(d, part+"/") {
				t.Errorf("the store depends on %s (the read model's)", d)
			}
		}
	}
}
