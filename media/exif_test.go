package media

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/jpeg"
	"testing"
)

// withExif returns a 16×16 JPEG whose APP1 segment holds a TIFF structure
// of one IFD entry: tag 0x0112 of type typ, count and value as given.
func withExif(t testing.TB, order binary.ByteOrder, typ uint16, count, value uint32) []byte {
	t.Helper()
	var j bytes.Buffer
	if err := jpeg.Encode(&j, image.NewGray(image.Rect(0, 0, 16, 16)), nil); err != nil {
		t.Fatal(err)
	}
	var tiff bytes.Buffer
	tiff.WriteString(map[binary.ByteOrder]string{binary.LittleEndian: "II", binary.BigEndian: "MM"}[order])
	for _, v := range []any{uint16(42), uint32(8), uint16(1), uint16(0x0112), typ, count} {
		binary.Write(&tiff, order, v)
	}
	if typ == 3 {
		binary.Write(&tiff, order, uint16(value))
		binary.Write(&tiff, order, uint16(0))
	} else {
		binary.Write(&tiff, order, value)
	}
	binary.Write(&tiff, order, uint32(0)) // no next IFD
	app1 := append([]byte("Exif\x00\x00"), tiff.Bytes()...)
	out := []byte{0xFF, 0xD8, 0xFF, 0xE1, byte((len(app1) + 2) >> 8), byte(len(app1) + 2)}
	return append(append(out, app1...), j.Bytes()[2:]...)
}

func TestOrientationReadsOnlyWhatItNeeds(t *testing.T) {
	for _, tc := range []struct {
		name string
		data []byte
		want int
	}{
		{"little-endian SHORT", withExif(t, binary.LittleEndian, 3, 1, 6), 6},
		{"big-endian SHORT", withExif(t, binary.BigEndian, 3, 1, 8), 8},
		{"LONG", withExif(t, binary.LittleEndian, 4, 1, 3), 3},
		{"out of range", withExif(t, binary.LittleEndian, 3, 1, 9), 1},
		// goexif multiplied 4 × 0xC0000001 in 32 bits (4), then allocated
		// 0xC0000001 values: the process died out of memory.
		{"a count whose size overflows", withExif(t, binary.LittleEndian, 4, 0xC0000001, 6), 1},
		{"a count of many", withExif(t, binary.BigEndian, 3, 0xFFFFFFFE, 6), 1},
		{"the file's own", read(t, "rotated.jpg"), 6},
		{"no EXIF", read(t, "not-an-image.jpg"), 1},
	} {
		if got := orientation(tc.data); got != tc.want {
			t.Errorf("%s: orientation %d, want %d", tc.name, got, tc.want)
		}
		// Cut anywhere, it never reads past the end (a panic fails the test).
		for n := range len(tc.data) {
			orientation(tc.data[:n])
		}
	}
}

// TestProcessSurvivesAnEXIFBomb: the upload whose EXIF count overflowed
// killed the process before; now it is processed, upright as stored.
func TestProcessSurvivesAnEXIFBomb(t *testing.T) {
	p, err := Process(withExif(t, binary.LittleEndian, 4, 0xC0000001, 6))
	if err != nil || len(p.Renditions) != len(Sizes) || p.Renditions[0].Width != 16 {
		t.Fatalf("%v, %+v", err, p.Renditions)
	}
}
