package httpapi

import (
	"strconv"
	"testing"
)

func TestSeenKeysAdmitsASecondVisit(t *testing.T) {
	s := newSeenKeys()
	if s.again("vehicle a") {
		t.Fatal("a first visit was taken for a second")
	}
	if !s.again("vehicle a") {
		t.Fatal("a second visit was not recognised")
	}
	// After a million other keys, a has been pushed out (its slot is
	// overwritten with probability 1 - e^-16): memory stays fixed, and a
	// visit long after counts as a first one again.
	for i := range 1 << 20 {
		s.again("vehicle " + strconv.Itoa(i))
	}
	if s.again("vehicle a") {
		t.Fatal("a key was kept past a million others")
	}
}
