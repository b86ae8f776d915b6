package garihaat

import "strings"

// MaskIdentifier is how the public sees a vehicle's engine or chassis
// number: every character but the last four replaced by "•", so a buyer
// can match the plate on inspection without the page handing anyone
// enough to forge papers for the vehicle (issue 50). A number of four
// characters or fewer is hidden whole; an empty one stays empty (the page
// leaves the fact out). Staff read the number whole in the back office.
func MaskIdentifier(s string) string {
	r := []rune(strings.TrimSpace(s))
	if len(r) == 0 {
		return ""
	}
	keep := 4
	if len(r) <= keep {
		keep = 0
	}
	return strings.Repeat("•", len(r)-keep) + string(r[len(r)-keep:])
}

// MaskIdentifiers masks the engine and chassis numbers of a vehicle's
// public specifications (MaskIdentifier).
func (sp *Specifications) MaskIdentifiers() {
	sp.EngineNumber, sp.ChassisNumber = MaskIdentifier(sp.EngineNumber), MaskIdentifier(sp.ChassisNumber)
}
