package jpegtest

import (
	"bytes"
	"image/jpeg"
	"testing"
)

func TestJPEGDecodes(t *testing.T) {
	for _, c := range []struct {
		w, h int
		p    bool
		s    []Sampling
	}{{100, 60, true, S444}, {100, 60, true, S420}, {100, 60, false, S420}, {99, 61, true, CMYK}, {33, 17, true, []Sampling{{1, 1}}}} {
		img, err := jpeg.Decode(bytes.NewReader(JPEG(c.w, c.h, c.p, c.s)))
		if err != nil {
			t.Fatalf("%+v: %v", c, err)
		}
		if img.Bounds().Dx() != c.w || img.Bounds().Dy() != c.h {
			t.Errorf("%+v: %v", c, img.Bounds())
		}
	}
}
