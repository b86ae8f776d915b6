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

	"golang.org/x/image/draw"
	_ "golang.org/x/image/webp" // registers the WebP decoder

	"garihaat"
)

// MaxUploadBytes bounds one uploaded file.
const MaxUploadBytes = garihaat.MaxPhotoBytes

// Decoding bounds, checked on the header before any pixel is decoded: a
// 20 KB PNG can claim 50,000 × 50,000 pixels and take gigabytes to decode.
const (
	MaxPixels = garihaat.MaxPhotoPixels
	MaxSide   = garihaat.MaxPhotoSide
	// MaxDecodedBytes bounds what decoding takes in memory (issue 26): 40
	// megapixels of 16-bit PNG would be 320 MB. A 40-megapixel baseline
	// JPEG fits (60 MB at 4:2:0, 120 MB at 4:4:4); a 16-bit PNG fits up to
	// 16 megapixels, a progressive JPEG up to ~17 megapixels at 4:2:0 and
	// ~8.7 at 4:4:4 (its decoder keeps every coefficient: jpegcost.go).
	MaxDecodedBytes = 128 << 20
)

// decodedBytes is what decoding an image of cfg holds in memory, by the
// bytes a pixel takes in the colour model its decoder produces (the worst
// case where the header does not say: JPEG's chroma subsampling).
func decodedBytes(cfg image.Config) int64 {
	per := int64(8)
	switch cfg.ColorModel {
	case color.GrayModel:
		per = 1
	case color.Gray16Model:
		per = 2
	case color.YCbCrModel:
		per = 3 // 4:4:4; JPEG's usual 4:2:0 takes 1.5
	case color.RGBAModel, color.NRGBAModel, color.CMYKModel, color.NYCbCrAModel:
		per = 4
	}
	if _, paletted := cfg.ColorModel.(color.Palette); paletted {
		per = 1
	}
	return int64(cfg.Width) * int64(cfg.Height) * per
}

// checkDecodeCost refuses a photo whose decoding would take more than
// MaxDecodedBytes. A JPEG's cost is read from its markers, as the decoder
// will spend it (jpegcost.go); other formats' from the colour model.
func checkDecodeCost(data []byte, format string, cfg image.Config) error {
	if format != "jpeg" {
		if decodedBytes(cfg) > MaxDecodedBytes {
			return garihaat.FieldError("image", garihaat.MsgImageTooLargeProcessSave)
		}
		return nil
	}
	cost, progressive, err := JPEGDecodeCost(data)
	switch {
	case err != nil:
		return garihaat.FieldError("image", garihaat.MsgImageCouldNotReadMay)
	case cost > MaxDecodedBytes && progressive:
		return garihaat.FieldError("image", garihaat.MsgProgressiveJPEGTooLarge)
	case cost > MaxDecodedBytes:
		return garihaat.FieldError("image", garihaat.MsgImageTooLargeProcessSave)
	}
	return nil
}

// DecodeCost is what decoding data takes in memory, from its header alone
// (0 when it is no image Process takes): what a caller weighs before
// letting a decode start.
func DecodeCost(data []byte) int64 {
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return 0
	}
	if format == "jpeg" {
		cost, _, err := JPEGDecodeCost(data)
		if err != nil {
			return 0
		}
		return cost
	}
	return decodedBytes(cfg)
}

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
		return garihaat.Photo{}, garihaat.FieldError("image", garihaat.MsgImageFileTooLarge)
	}
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || (format != "jpeg" && format != "png" && format != "webp") {
		return garihaat.Photo{}, garihaat.FieldError("image", garihaat.MsgUploadJpegPngWebpImage)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width > MaxSide || cfg.Height > MaxSide || cfg.Width*cfg.Height > MaxPixels {
		return garihaat.Photo{}, garihaat.FieldError("image", garihaat.MsgImageTooManyPixelsMost)
	}
	if err := checkDecodeCost(data, format, cfg); err != nil {
		return garihaat.Photo{}, err
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return garihaat.Photo{}, garihaat.FieldError("image", garihaat.MsgImageCouldNotReadMay)
	}
	sum := sha256.Sum256(data)
	p := garihaat.Photo{Hash: hex.EncodeToString(sum[:12]), Format: format}
	// Largest size first, each smaller one scaled from the one before: the
	// photo is read once, not once per size. The decoded photo is let go
	// once the largest size is made, and that size, not the photo, is
	// turned upright: one full-size copy in memory, never two.
	src := scale(img, Sizes[len(Sizes)-1].Max)
	img = nil
	if format == "jpeg" {
		src = orient(src, orientation(data))
	}
	out := make([]garihaat.Rendition, len(Sizes))
	for i := len(Sizes) - 1; i >= 0; i-- {
		if i < len(Sizes)-1 {
			src = scale(src, Sizes[i].Max)
		}
		r, err := encode(src, Sizes[i])
		if err != nil {
			return garihaat.Photo{}, err
		}
		out[i] = r
	}
	p.Renditions = out
	return p, nil
}

// scale fits img into max pixels on its longest side (never enlarged) on a
// white ground (a transparent PNG logo must not turn black).
//
// Catmull-Rom, the sharpest of x/image/draw's kernels, holds a buffer of
// 32 bytes for each destination column times each source row: from a
// 40-megapixel photo to 2,048 pixels that is 358 MB (issue 26 measured the
// server at 420 MB for one such upload). So a photo is first halved (an
// exact 2×2 average, the approximate bilinear scaler's 2:1 case, which
// holds no buffer) while it is at least twice the size asked, and the last
// step, under 2:1, is Catmull-Rom where its buffer stays under 64 MB and
// the approximate bilinear scaler where it would not.
func scale(img image.Image, longestSide int) image.Image {
	for longest(img) >= 2*longestSide {
		b := img.Bounds()
		img = resample(img, max(1, b.Dx()/2), max(1, b.Dy()/2), draw.ApproxBiLinear)
	}
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	if l := longest(img); l > longestSide {
		w, h = max(1, w*longestSide/l), max(1, h*longestSide/l)
	}
	var scaler draw.Scaler = draw.CatmullRom
	if int64(w)*int64(b.Dy())*32 > maxKernelBuffer {
		scaler = draw.ApproxBiLinear // under 2:1, close to Catmull-Rom's result
	}
	return resample(img, w, h, scaler)
}

// maxKernelBuffer bounds the buffer a kernel scaler may hold.
const maxKernelBuffer = 64 << 20

func longest(img image.Image) int { return max(img.Bounds().Dx(), img.Bounds().Dy()) }

// resample draws img scaled to w×h over white.
func resample(img image.Image, w, h int, s draw.Scaler) *image.RGBA {
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.Draw(dst, dst.Bounds(), image.NewUniform(color.White), image.Point{}, draw.Src)
	s.Scale(dst, dst.Bounds(), img, img.Bounds(), draw.Over, nil)
	return dst
}

// encode writes img, already scaled to s, as s's JPEG.
func encode(img image.Image, s Size) (garihaat.Rendition, error) {
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: s.Quality}); err != nil {
		return garihaat.Rendition{}, err
	}
	b := img.Bounds()
	return garihaat.Rendition{Name: s.Name, Width: b.Dx(), Height: b.Dy(), Body: buf.Bytes()}, nil
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
