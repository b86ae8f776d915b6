package garihaat

import (
	"crypto/sha256"
	"testing"
)

// The difficulty curve: nothing under a tenth of the new numbers' budget,
// then from the least to the most bits as the budget runs out.
func TestChallengeBits(t *testing.T) {
	l := DefaultAuthLimits() // 800 new numbers an hour, 16 to 20 bits
	for _, c := range []struct{ sent, want int }{
		{0, 0}, {79, 0}, {80, 16}, {259, 16}, {260, 17}, {440, 18}, {799, 19}, {800, 20}, {5000, 20},
	} {
		if got := l.ChallengeBits(c.sent); got != c.want {
			t.Errorf("%d sent: %d bits, want %d", c.sent, got, c.want)
		}
	}
	l.ChallengeMaxBits = 0
	if got := l.ChallengeBits(800); got != 0 {
		t.Errorf("switched off: %d bits", got)
	}
}

// A proof counts the leading zero bits of SHA-256(challenge ‖ nonce).
func TestProofSolves(t *testing.T) {
	p := Solve("3f2a9c", 12)
	sum := sha256.Sum256([]byte("3f2a9c" + p.Nonce))
	if sum[0] != 0 || sum[1]>>4 != 0 {
		t.Fatalf("nonce %s: hash %x has fewer than 12 zero bits", p.Nonce, sum[:2])
	}
	if !p.Solves(12) || p.Solves(40) {
		t.Errorf("solves 12 %v, 40 %v", p.Solves(12), p.Solves(40))
	}
	for _, bad := range []Proof{{Challenge: "3f2a9c"}, {Nonce: p.Nonce}, {Challenge: "3f2a9c", Nonce: string(make([]byte, 40))}} {
		if bad.Solves(0) {
			t.Errorf("%+v solves", bad)
		}
	}
}
