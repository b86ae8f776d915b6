package media

import "errors"

// The memory Go's image/jpeg decoder really takes (issue 46, item 4). The
// header's colour model says nothing of it: a progressive JPEG keeps every
// component's DCT coefficients until its last scan (64 int32s, 256 bytes,
// for each 8×8 block of each component) on top of the image itself, so a
// 675 KB progressive 4:4:4 photo of 7300×5470 took 600 MB to decode where
// "3 bytes a pixel" had allowed it 120. The figures below follow the
// decoder's allocations (scan.go's makeImg and progCoeffs, reader.go's
// applyBlack and convertToRGB) and are read from the file's markers alone.

// jpegFrame is what the decoder's allocations depend on, read from a
// JPEG's markers.
type jpegFrame struct {
	progressive bool
	width       int
	height      int
	comps       []jpegComp
	adobeRGB    bool // an Adobe APP14 segment says "transform 0": RGB, converted to RGBA
}

// jpegComp is one component of a frame: its id and sampling factors.
type jpegComp struct{ id, h, v int }

var errNotJPEG = errors.New("media: not a JPEG the decoder reads")

// readJPEGFrame walks every marker of data (entropy-coded data skipped) and
// returns the first frame header (SOF0, SOF1 or SOF2, the ones Go decodes)
// and whether any Adobe segment asks for RGB. The whole file is walked, not
// only up to the frame: an APP14 segment between two scans still makes the
// decoder convert the image.
func readJPEGFrame(data []byte) (jpegFrame, error) {
	var f jpegFrame
	if len(data) < 4 || data[0] != 0xff || data[1] != 0xd8 {
		return f, errNotJPEG
	}
	seen := false
	for i := 2; i < len(data); {
		if data[i] != 0xff {
			i++ // entropy-coded data after a scan's header
			continue
		}
		for i < len(data) && data[i] == 0xff {
			i++ // fill bytes
		}
		if i >= len(data) {
			break
		}
		m := data[i]
		i++
		switch {
		case m == 0x00 || (m >= 0xd0 && m <= 0xd7) || m == 0x01:
			continue // a stuffed 0xff in entropy data, a restart marker, TEM
		case m == 0xd9:
			i = len(data) // end of image
			continue
		}
		if i+2 > len(data) {
			return f, errNotJPEG
		}
		n := int(data[i])<<8 | int(data[i+1])
		if n < 2 || i+n > len(data) {
			return f, errNotJPEG
		}
		seg := data[i+2 : i+n]
		i += n
		switch {
		case (m == 0xc0 || m == 0xc1 || m == 0xc2) && !seen:
			var err error
			if f, err = parseSOF(seg, m == 0xc2, f.adobeRGB); err != nil {
				return f, err
			}
			seen = true
		case m == 0xee && len(seg) >= 12 && string(seg[:5]) == "Adobe":
			f.adobeRGB = seg[11] == 0
		}
	}
	if !seen {
		return f, errNotJPEG
	}
	return f, nil
}

// parseSOF reads a frame header's size and components.
func parseSOF(seg []byte, progressive, adobeRGB bool) (jpegFrame, error) {
	f := jpegFrame{progressive: progressive, adobeRGB: adobeRGB}
	if len(seg) < 6 {
		return f, errNotJPEG
	}
	f.height = int(seg[1])<<8 | int(seg[2])
	f.width = int(seg[3])<<8 | int(seg[4])
	n := int(seg[5])
	if (n != 1 && n != 3 && n != 4) || len(seg) < 6+3*n {
		return f, errNotJPEG
	}
	for c := range n {
		hv := seg[7+3*c]
		comp := jpegComp{id: int(seg[6+3*c]), h: int(hv >> 4), v: int(hv & 0x0f)}
		if comp.h < 1 || comp.h > 4 || comp.v < 1 || comp.v > 4 {
			return f, errNotJPEG
		}
		if n == 1 { // the decoder treats a grey image's sampling as 1×1
			comp.h, comp.v = 1, 1
		}
		f.comps = append(f.comps, comp)
	}
	return f, nil
}

// coeffBlockBytes is one 8×8 block of coefficients as the progressive
// decoder keeps it: 64 int32s.
const coeffBlockBytes = 64 * 4

// decodeCost is the bytes Go's decoder allocates to decode the frame: the
// planes of the image (padded to whole blocks), the black plane and the
// CMYK image of a 4-component JPEG, the RGBA image an RGB JPEG is turned
// into, and a progressive JPEG's coefficients.
func (f jpegFrame) decodeCost() int64 {
	h0, v0 := int64(f.comps[0].h), int64(f.comps[0].v)
	mxx := (int64(f.width) + 8*h0 - 1) / (8 * h0) // MCUs across
	myy := (int64(f.height) + 8*v0 - 1) / (8 * v0)
	pixels := int64(f.width) * int64(f.height)
	var cost int64
	for _, c := range f.comps {
		blocks := mxx * myy * int64(c.h) * int64(c.v)
		cost += blocks * 64 // a plane of the image, or the black plane
		if f.progressive {
			cost += blocks * coeffBlockBytes
		}
	}
	switch {
	case len(f.comps) == 4:
		cost += 4 * pixels // the CMYK image made from the planes
	case len(f.comps) == 3 && (f.adobeRGB || (f.comps[0].id == 'R' && f.comps[1].id == 'G' && f.comps[2].id == 'B')):
		cost += 4 * pixels // the RGBA image made from the planes
	}
	return cost
}

// JPEGDecodeCost returns the bytes decoding the JPEG data takes in memory
// and whether it is progressive, read from its markers without decoding.
func JPEGDecodeCost(data []byte) (cost int64, progressive bool, err error) {
	f, err := readJPEGFrame(data)
	if err != nil {
		return 0, false, err
	}
	return f.decodeCost(), f.progressive, nil
}
