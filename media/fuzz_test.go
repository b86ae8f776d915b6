package media

import (
	"bytes"
	"encoding/binary"
	"image"
	"os"
	"testing"

	"garihaat"
)

// FuzzProcess feeds the upload decoder damaged and made-up files: it must
// refuse them with a validation error, never panic or hang, and what it
// accepts comes out as JPEG renditions no larger than their sizes.
func FuzzProcess(f *testing.F) {
	for _, name := range []string{"photo.png", "photo.webp", "rotated.jpg", "bomb.png", "not-an-image.jpg"} {
		data, err := os.ReadFile("testdata/" + name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add(withExif(f, binary.LittleEndian, 4, 0xC0000001, 6)) // the EXIF count that killed the process
	f.Fuzz(func(t *testing.T, data []byte) {
		// The pixel bounds are tested on their own (the pixel bomb in
		// TestProcessRefusesWhatIsNotAnImage); here a
		// mutated header claiming tens of megapixels would only make one
		// input take seconds (the fuzzer then misses its deadline) without
		// reaching new decoder code.
		if cfg, _, err := image.DecodeConfig(bytes.NewReader(data)); err == nil && cfg.Width*cfg.Height > 1<<20 {
			t.Skip()
		}
		p, err := Process(data)
		if err != nil {
			if garihaat.ErrorCode(err) != garihaat.EINVALID {
				t.Fatalf("%v is not a validation error", err)
			}
			return
		}
		for i, r := range p.Renditions {
			if r.Width < 1 || r.Height < 1 || max(r.Width, r.Height) > Sizes[i].Max || len(r.Body) == 0 {
				t.Fatalf("rendition %s: %d×%d, %d bytes", r.Name, r.Width, r.Height, len(r.Body))
			}
		}
	})
}
