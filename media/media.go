// Package media turns an uploaded photo into the sizes the site shows:
// decoded by its content (never trusted by name), bounded before it is
// decoded, turned upright by its EXIF orientation and re-encoded, which also
// drops its EXIF data (camera, GPS position). Pure Go, pure functions over
// bytes.
package media

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"image"
	"image/color"
	"image/jpeg"
	_ "image/png" // registers the PNG decoder
	"io"

	"github.com/rwcarlsen/goexif/exif"
	"golang.org/x/image/draw"
	_ "golang.org/x/image/webp" // registers the WebP decoder

	"garihaat"
)

// MaxUploadBytes bounds one uploaded file.
const MaxUploadBytes = 10 << 20

// Decoding bounds, checked on the header before any pixel is decoded: a
// 20 KB PNG can claim 50,000 × 50,000 pixels and take gigabytes to decode.
const (
	MaxPixels = 40_000_000 // a 40-megapixel camera photo
	MaxSide   = 12_000
)

// Size is one rendition of a photo: the longest side is at most Max pixels
// (never enlarged), encoded as JPEG at Quality.
type Size struct {
	Name    string
	Max     int
	Quality int
}

// Sizes are fitted to where photos are shown: card is the list card (about
// 300 CSS px wide on a 2× phone screen), detail the vehicle page's main
// photo, full the full-screen view on a large screen.
var Sizes = []Size{
	{Name: "card", Max: 640, Quality: 75},
	{Name: "detail", Max: 1280, Quality: 80},
	{Name: "full", Max: 2048, Quality: 82},
}

// Process checks, decodes, orients and resizes an uploaded photo.
func Process(data []byte) (garihaat.Photo, error) {
	if len(data) > MaxUploadBytes {
		return garihaat.Photo{}, garihaat.FieldError("image", "The image is larger than 10 MB.")
	}
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || (format != "jpeg" && format != "png" && format != "webp") {
		return garihaat.Photo{}, garihaat.FieldError("image", "Upload a JPEG, PNG or WebP image.")
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width > MaxSide || cfg.Height > MaxSide || cfg.Width*cfg.Height > MaxPixels {
		return garihaat.Photo{}, garihaat.FieldError("image", "The image has too many pixels (at most 40 megapixels, 12,000 on a side).")
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return garihaat.Photo{}, garihaat.FieldError("image", "The image could not be read; it may be damaged.")
	}
	if format == "jpeg" {
		img = orient(img, orientation(bytes.NewReader(data)))
	}
	sum := sha256.Sum256(data)
	p := garihaat.Photo{Hash: hex.EncodeToString(sum[:12]), Format: format}
	// Largest size first, each smaller one scaled from the one before: a
	// 12-megapixel photo is read once, not once per size.
	src := img
	out := make([]garihaat.Rendition, len(Sizes))
	for i := len(Sizes) - 1; i >= 0; i-- {
		r, scaled, err := render(src, Sizes[i])
		if err != nil {
			return garihaat.Photo{}, err
		}
		out[i], src = r, scaled
	}
	p.Renditions = out
	return p, nil
}

// render scales img to fit s and encodes it as JPEG on a white ground (a
// transparent PNG logo must not turn black); it also returns the scaled
// image, the source of the next smaller size.
func render(img image.Image, s Size) (garihaat.Rendition, image.Image, error) {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	if longest := max(w, h); longest > s.Max {
		w, h = max(1, w*s.Max/longest), max(1, h*s.Max/longest)
	}
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.Draw(dst, dst.Bounds(), image.NewUniform(color.White), image.Point{}, draw.Src)
	draw.CatmullRom.Scale(dst, dst.Bounds(), img, b, draw.Over, nil)
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, dst, &jpeg.Options{Quality: s.Quality}); err != nil {
		return garihaat.Rendition{}, nil, err
	}
	return garihaat.Rendition{Name: s.Name, Width: w, Height: h, Body: buf.Bytes()}, dst, nil
}

// orientation reads the EXIF orientation tag (1–8); 1 when there is none.
func orientation(r io.Reader) int {
	x, err := exif.Decode(r)
	if err != nil {
		return 1
	}
	tag, err := x.Get(exif.Orientation)
	if err != nil {
		return 1
	}
	o, err := tag.Int(0)
	if err != nil || o < 1 || o > 8 {
		return 1
	}
	return o
}

// orient returns img turned as EXIF orientation o says a viewer should
// show it. Phones store portrait photos sideways with o = 6.
func orient(img image.Image, o int) image.Image {
	if o == 1 {
		return img
	}
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	swap := o >= 5
	dw, dh := w, h
	if swap {
		dw, dh = h, w
	}
	dst := image.NewRGBA(image.Rect(0, 0, dw, dh))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			var dx, dy int
			switch o {
			case 2: // mirrored
				dx, dy = w-1-x, y
			case 3: // upside down
				dx, dy = w-1-x, h-1-y
			case 4: // upside down, mirrored
				dx, dy = x, h-1-y
			case 5: // transposed
				dx, dy = y, x
			case 6: // turned 90° clockwise to view
				dx, dy = h-1-y, x
			case 7: // transversed
				dx, dy = h-1-y, w-1-x
			case 8: // turned 90° counter-clockwise to view
				dx, dy = y, w-1-x
			}
			dst.Set(dx, dy, img.At(b.Min.X+x, b.Min.Y+y))
		}
	}
	return dst
}
