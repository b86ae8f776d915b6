package media

import "encoding/binary"

// orientation reads a JPEG's EXIF orientation (1–8); 1 when there is none
// or it cannot be read. Only what turning a photo needs is read — IFD0's
// tag 0x0112 in the APP1 "Exif" segment — and every offset is checked
// against the segment, so an upload's EXIF costs nothing but a walk over
// its bytes. rwcarlsen/goexif, used before (unmaintained since 2019), read
// every tag, multiplied a tag's count by its type's size in 32 bits and
// then allocated the count: a 100-byte JPEG asked for 24 GB and the
// process died ("fatal error: runtime: out of memory", which no recover
// catches), found by the upload fuzzer.
func orientation(data []byte) int {
	if len(data) < 4 || data[0] != 0xFF || data[1] != 0xD8 {
		return 1
	}
	for p := 2; p+4 <= len(data); {
		if data[p] != 0xFF {
			return 1
		}
		m := data[p+1]
		switch {
		case m == 0xFF: // fill byte
			p++
			continue
		case m == 0x01 || m >= 0xD0 && m <= 0xD8: // markers without a length
			p += 2
			continue
		case m == 0xDA || m == 0xD9: // the scan: EXIF comes before it
			return 1
		}
		n := int(binary.BigEndian.Uint16(data[p+2:]))
		if n < 2 || p+2+n > len(data) {
			return 1
		}
		if seg := data[p+4 : p+2+n]; m == 0xE1 && len(seg) >= 6 && string(seg[:6]) == "Exif\x00\x00" {
			return tiffOrientation(seg[6:])
		}
		p += 2 + n
	}
	return 1
}

// tiffOrientation reads tag 0x0112 of the first IFD of the TIFF structure t.
func tiffOrientation(t []byte) int {
	if len(t) < 8 {
		return 1
	}
	var order binary.ByteOrder
	switch string(t[:2]) {
	case "II":
		order = binary.LittleEndian
	case "MM":
		order = binary.BigEndian
	default:
		return 1
	}
	ifd := int64(order.Uint32(t[4:]))
	if order.Uint16(t[2:]) != 42 || ifd < 8 || ifd+2 > int64(len(t)) {
		return 1
	}
	for i := range int64(order.Uint16(t[ifd:])) {
		e := t[min(ifd+2+12*i, int64(len(t))):]
		if len(e) < 12 {
			return 1
		}
		if order.Uint16(e) != 0x0112 {
			continue
		}
		o := 0
		switch typ, count := order.Uint16(e[2:]), order.Uint32(e[4:]); {
		case typ == 3 && count == 1: // SHORT, as the standard has it
			o = int(order.Uint16(e[8:]))
		case typ == 4 && count == 1: // LONG, as some writers have it
			o = int(order.Uint32(e[8:]))
		}
		if o < 1 || o > 8 {
			return 1
		}
		return o
	}
	return 1
}
