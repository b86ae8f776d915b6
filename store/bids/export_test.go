package bids

import "time"

// DrawIDNumbers makes offers' numbers come from next until restore is called.
func DrawIDNumbers(next func(time.Time) string) (restore func()) {
	drawIDNumber = next
	return func() { drawIDNumber = NewIDNumber }
}
