package main

import (
	"os"
	"testing"
)

// TestTypesAreCurrent fails when web/src/lib/api-types.ts is not what
// api/openapi.yaml generates: the contract changed and the types were not
// regenerated (go run ./api/tsgen), or someone edited the generated file.
func TestTypesAreCurrent(t *testing.T) {
	want, err := generate("../openapi.yaml")
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("../../web/src/lib/api-types.ts")
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Fatal("web/src/lib/api-types.ts is out of date: run `go run ./api/tsgen` from the module root")
	}
}

// TestLifecycleIsCurrent fails when web/src/lib/lifecycle.gen.ts is not
// what vehicle.go's lifecycle generates.
func TestLifecycleIsCurrent(t *testing.T) {
	got, err := os.ReadFile("../../web/src/lib/lifecycle.gen.ts")
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(generateLifecycle()) {
		t.Fatal("web/src/lib/lifecycle.gen.ts is out of date: run `go run ./api/tsgen` from the module root")
	}
}

func TestConstantsAreCurrent(t *testing.T) {
	got, err := os.ReadFile("../../web/src/lib/constants.gen.ts")
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(generateConstants()) {
		t.Fatal("web/src/lib/constants.gen.ts is out of date: run `go run ./api/tsgen` from the module root")
	}
}
