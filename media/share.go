package media

import (
	"bytes"
	"image"
	"image/color"
	"image/jpeg"

	"github.com/srwiley/oksvg"
	"github.com/srwiley/rasterx"
	"golang.org/x/image/draw"

	"garihaat"
)

// Share image size: what Facebook, WhatsApp and X show large (1.91:1).
const (
	ShareWidth  = 1200
	ShareHeight = 630
)

// maxSVGBytes bounds an SVG to rasterize: the site's own drawings are a
// few kilobytes.
const maxSVGBytes = 1 << 20

// shareBackground fills what a photo of another shape leaves free.
var shareBackground = color.RGBA{0xf1, 0xf5, 0xf9, 0xff}

// ShareImage makes the link-preview image of a site image: a 1200×630 JPEG.
// Link previews do not show SVG, so the demo catalogue's drawings are
// rasterized here (pure Go, oksvg). A picture close to the preview's shape
// fills it, trimmed evenly at the edges (a drawing loses sky and ground); a
// squarer one (a 4:3 photo) is shown whole on a light ground, so no
// vehicle loses its roof.
func ShareImage(contentType string, body []byte) ([]byte, error) {
	var src image.Image
	var err error
	if contentType == "image/svg+xml" {
		src, err = rasterizeSVG(body)
	} else {
		src, err = decodeBounded(body)
	}
	if err != nil {
		return nil, err
	}
	dst := image.NewRGBA(image.Rect(0, 0, ShareWidth, ShareHeight))
	draw.Draw(dst, dst.Bounds(), image.NewUniform(shareBackground), image.Point{}, draw.Src)
	b := src.Bounds()
	w, h := float64(b.Dx()), float64(b.Dy())
	cover := max(ShareWidth/w, ShareHeight/h)
	contain := min(ShareWidth/w, ShareHeight/h)
	scale := contain
	// Cover when it keeps at least 80 % of the picture.
	if contain/cover >= 0.8 {
		scale = cover
	}
	sw, sh := int(w*scale+0.5), int(h*scale+0.5)
	at := image.Rect((ShareWidth-sw)/2, (ShareHeight-sh)/2, (ShareWidth-sw)/2+sw, (ShareHeight-sh)/2+sh)
	draw.CatmullRom.Scale(dst, at, src, b, draw.Over, nil)
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, dst, &jpeg.Options{Quality: 82}); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// rasterizeSVG draws an SVG at a size that covers the share image.
func rasterizeSVG(body []byte) (image.Image, error) {
	if len(body) > maxSVGBytes {
		return nil, garihaat.FieldError("image", garihaat.MsgSvgTooLarge)
	}
	icon, err := oksvg.ReadIconStream(bytes.NewReader(body), oksvg.IgnoreErrorMode)
	if err != nil || icon.ViewBox.W <= 0 || icon.ViewBox.H <= 0 {
		return nil, garihaat.FieldError("image", garihaat.MsgSvgCouldNotRead)
	}
	scale := max(ShareWidth/icon.ViewBox.W, ShareHeight/icon.ViewBox.H)
	w, h := int(icon.ViewBox.W*scale+0.5), int(icon.ViewBox.H*scale+0.5)
	icon.SetTarget(0, 0, float64(w), float64(h))
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.Draw(img, img.Bounds(), image.NewUniform(color.White), image.Point{}, draw.Src)
	icon.Draw(rasterx.NewDasher(w, h, rasterx.NewScannerGV(w, h, img, img.Bounds())), 1)
	return img, nil
}

// decodeBounded decodes a stored raster image with the upload's bounds.
func decodeBounded(body []byte) (image.Image, error) {
	cfg, _, err := image.DecodeConfig(bytes.NewReader(body))
	if err != nil || cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width > MaxSide || cfg.Height > MaxSide || cfg.Width*cfg.Height > MaxPixels {
		return nil, garihaat.FieldError("image", garihaat.MsgImageCouldNotRead)
	}
	img, _, err := image.Decode(bytes.NewReader(body))
	if err != nil {
		return nil, garihaat.FieldError("image", garihaat.MsgImageCouldNotRead)
	}
	return img, nil
}
