package media

import (
	"bytes"
	"image"
	"image/color"
	"image/jpeg"
	"os"
	"path/filepath"
	"testing"

	"garihaat"
)

func read(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// decodeJPEG decodes a rendition, which must be a JPEG whatever came in.
func decodeJPEG(t *testing.T, r garihaat.Rendition) image.Image {
	t.Helper()
	img, err := jpeg.Decode(bytes.NewReader(r.Body))
	if err != nil {
		t.Fatalf("%s: not a JPEG: %v", r.Name, err)
	}
	if img.Bounds().Dx() != r.Width || img.Bounds().Dy() != r.Height {
		t.Errorf("%s: %v, reported %d×%d", r.Name, img.Bounds(), r.Width, r.Height)
	}
	return img
}

func isRed(t *testing.T, img image.Image, x, y int) bool {
	t.Helper()
	r, _, b, _ := img.At(x, y).RGBA()
	return r > 2*b
}

func TestProcessTurnsAnEXIFRotatedJPEGUpright(t *testing.T) {
	p, err := Process(read(t, "rotated.jpg"))
	if err != nil {
		t.Fatal(err)
	}
	if p.Format != "jpeg" || len(p.Renditions) != len(Sizes) {
		t.Fatalf("format %q, %d renditions", p.Format, len(p.Renditions))
	}
	for _, r := range p.Renditions {
		img := decodeJPEG(t, r)
		// Stored 80×40 with red on the left, orientation 6: shown 40×80
		// with red on top.
		if r.Width != 40 || r.Height != 80 {
			t.Errorf("%s: %d×%d, want 40×80 (small photos are never enlarged)", r.Name, r.Width, r.Height)
		}
		if !isRed(t, img, 20, 10) || isRed(t, img, 20, 70) {
			t.Errorf("%s: not turned upright (red should be on top)", r.Name)
		}
		if bytes.Contains(r.Body, []byte("Exif")) {
			t.Errorf("%s: EXIF data kept", r.Name)
		}
	}
}

func TestProcessReadsPNGAndWebP(t *testing.T) {
	for name, want := range map[string][3]int{"photo.png": {60, 30}, "photo.webp": {64, 32}} {
		p, err := Process(read(t, name))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if p.Format != filepath.Ext(name)[1:] {
			t.Errorf("%s: format %q", name, p.Format)
		}
		img := decodeJPEG(t, p.Renditions[0])
		if img.Bounds().Dx() != want[0] || img.Bounds().Dy() != want[1] {
			t.Errorf("%s: %v", name, img.Bounds())
		}
		if !isRed(t, img, 2, want[1]/2) || isRed(t, img, want[0]-3, want[1]/2) {
			t.Errorf("%s: colours moved", name)
		}
	}
}

func TestProcessRefusesWhatIsNotAnImage(t *testing.T) {
	for _, name := range []string{"not-an-image.jpg", "bomb.png"} {
		_, err := Process(read(t, name))
		if garihaat.ErrorCode(err) != garihaat.EINVALID {
			t.Errorf("%s: %v, want a field error", name, err)
		}
		var e *garihaat.Error
		if ok := asError(err, &e); !ok || len(e.Fields["image"]) == 0 {
			t.Errorf("%s: no image field error: %v", name, err)
		}
	}
	if _, err := Process(make([]byte, MaxUploadBytes+1)); garihaat.ErrorCode(err) != garihaat.EINVALID {
		t.Errorf("oversize: %v", err)
	}
}

func TestRenderFitsTheLongestSide(t *testing.T) {
	src := image.NewRGBA(image.Rect(0, 0, 3000, 1500))
	for _, s := range Sizes {
		r, err := encode(scale(src, s.Max), s)
		if err != nil {
			t.Fatal(err)
		}
		if r.Width != s.Max || r.Height != s.Max/2 {
			t.Errorf("%s: %d×%d, want %d×%d", s.Name, r.Width, r.Height, s.Max, s.Max/2)
		}
	}
}

func TestOrientAllEight(t *testing.T) {
	src := image.NewRGBA(image.Rect(0, 0, 4, 2))
	for o := 1; o <= 8; o++ {
		b := orient(src, o).Bounds()
		w, h := 4, 2
		if o >= 5 {
			w, h = 2, 4
		}
		if b.Dx() != w || b.Dy() != h {
			t.Errorf("orientation %d: %v", o, b)
		}
	}
}

func asError(err error, e **garihaat.Error) bool {
	x, ok := err.(*garihaat.Error)
	*e = x
	return ok
}

// A decoded image must fit in memory: the header's size and colour model
// are judged before a pixel is decoded (issue 26: a 16-bit 40-megapixel PNG
// took 546 MB).
func TestDecodedBytesBound(t *testing.T) {
	for _, tc := range []struct {
		cfg image.Config
		ok  bool
	}{
		{image.Config{Width: 7300, Height: 5470, ColorModel: color.YCbCrModel}, true},   // a 40-megapixel JPEG
		{image.Config{Width: 7300, Height: 5470, ColorModel: color.RGBA64Model}, false}, // a 16-bit PNG of it
		{image.Config{Width: 4000, Height: 4000, ColorModel: color.NRGBA64Model}, true}, // 16 megapixels of 16 bits
		{image.Config{Width: 7300, Height: 5470, ColorModel: color.Palette{color.White}}, true},
	} {
		if got := decodedBytes(tc.cfg) <= MaxDecodedBytes; got != tc.ok {
			t.Errorf("%d×%d %T: fits=%v", tc.cfg.Width, tc.cfg.Height, tc.cfg.ColorModel, got)
		}
	}
}
