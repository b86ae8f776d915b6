package media

import (
	"bytes"
	"image"
	"os"
	"testing"
)

// TestShareImage: an SVG drawing, a PNG and a sideways JPEG all become a
// 1200×630 JPEG, the size link previews show large.
func TestShareImage(t *testing.T) {
	svg := []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500"><style>.b{fill:#c00}</style>` +
		`<rect width="800" height="500" fill="#eef2f6"/><rect x="100" y="150" width="600" height="200" class="b"/></svg>`)
	inputs := map[string][]byte{"svg": svg}
	for _, name := range []string{"photo.png", "rotated.jpg", "photo.webp"} {
		data, err := os.ReadFile("testdata/" + name)
		if err != nil {
			t.Fatal(err)
		}
		inputs[name] = data
	}
	for name, data := range inputs {
		ctype := "image/jpeg"
		if name == "svg" {
			ctype = "image/svg+xml"
		}
		out, err := ShareImage(ctype, data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		img, format, err := image.Decode(bytes.NewReader(out))
		if err != nil || format != "jpeg" || img.Bounds().Dx() != ShareWidth || img.Bounds().Dy() != ShareHeight {
			t.Fatalf("%s: %s %v %v", name, format, img.Bounds(), err)
		}
		if name == "svg" {
			// The drawing's red body is in the middle, not lost.
			r, g, b, _ := img.At(600, 315).RGBA()
			if r>>8 < 180 || g>>8 > 60 || b>>8 > 60 {
				t.Errorf("svg centre is %d,%d,%d, want red", r>>8, g>>8, b>>8)
			}
		}
	}
	for name, bad := range map[string][]byte{
		"not an image": []byte("<html>"),
		"svg garbage":  []byte("<svg"),
		"empty svg":    []byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`),
	} {
		ctype := "image/jpeg"
		if name != "not an image" {
			ctype = "image/svg+xml"
		}
		if _, err := ShareImage(ctype, bad); err == nil {
			t.Errorf("%s: made a share image", name)
		}
	}
	bomb, _ := os.ReadFile("testdata/bomb.png")
	if _, err := ShareImage("image/png", bomb); err == nil {
		t.Error("decoded the pixel bomb")
	}
}
