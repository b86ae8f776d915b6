package insights

import "time"

// SetFunnelBounds makes the funnels list at most limit vehicles, read
// first the depth most viewed of each part and no deeper than deepest
// before summing the whole period, so a small catalogue takes every way
// topViewed has.
func (s *Insights) SetFunnelBounds(limit, depth, deepest int) {
	s.maxFunnels, s.depth, s.deepest = limit, depth, deepest
}

// PartsOf is how a period is cut into the rollups' months, weeks and days.
func PartsOf(from, to time.Time) [][2]string {
	var out [][2]string
	for _, p := range partsOf(from, to) {
		out = append(out, [2]string{p.kind, p.first})
	}
	return out
}
