package media

import (
	"bytes"
	"image/jpeg"
	"runtime"
	"testing"

	"garihaat"
	"garihaat/media/jpegtest"
)

// The attack of issue 46 (item 4): a 675 KB progressive 4:4:4 JPEG of
// 7300×5470 took 600 MB to decode while "3 bytes a pixel" let it through
// as 120 MB; a progressive CMYK one took 819 MB. Both are refused from
// their header, before any pixel is decoded.
func TestProcessRefusesAProgressiveJPEGThatCostsMoreThanTheBound(t *testing.T) {
	for name, data := range map[string][]byte{
		"4:4:4": jpegtest.JPEG(7300, 5470, true, jpegtest.S444),
		"4:2:0": jpegtest.JPEG(7300, 5470, true, jpegtest.S420),
		"CMYK":  jpegtest.JPEG(7300, 5470, true, jpegtest.CMYK),
	} {
		_, err := Process(data)
		if garihaat.ErrorCode(err) != garihaat.EINVALID || garihaat.ErrorSaid(err) != garihaat.MsgProgressiveJPEGTooLarge {
			t.Errorf("%s (%d KB): %v, want refused as a progressive JPEG too large", name, len(data)>>10, err)
		}
	}
	// A baseline 4:4:4 CMYK photo of 40 megapixels takes 320 MB: refused too.
	if _, err := Process(jpegtest.JPEG(7300, 5470, false, jpegtest.CMYK)); garihaat.ErrorSaid(err) != garihaat.MsgImageTooLargeProcessSave {
		t.Errorf("baseline CMYK: %v", err)
	}
}

// A camera's 40-megapixel baseline photo still fits (60 MB at 4:2:0,
// 120 MB at 4:4:4), and so does a progressive photo of a size phones and
// web tools make.
func TestDecodeCostAcceptsWhatCamerasMake(t *testing.T) {
	for name, data := range map[string][]byte{
		"baseline 4:2:0 40 MP": jpegtest.JPEG(7300, 5470, false, jpegtest.S420),
		"baseline 4:4:4 40 MP": jpegtest.JPEG(7300, 5470, false, jpegtest.S444),
		"progressive 12 MP":    jpegtest.JPEG(4000, 3000, true, jpegtest.S420),
	} {
		cost, _, err := JPEGDecodeCost(data)
		if err != nil || cost > MaxDecodedBytes {
			t.Errorf("%s: cost %d MB, %v; want within %d MB", name, cost>>20, err, MaxDecodedBytes>>20)
		}
	}
	p, err := Process(jpegtest.JPEG(1200, 900, true, jpegtest.S420))
	if err != nil || p.Renditions[len(p.Renditions)-1].Width != 1200 {
		t.Fatalf("a small progressive photo: %v", err)
	}
}

// The cost is what the decoder allocates: measured around jpeg.Decode,
// the bytes allocated are the cost, give or take the decoder's tables.
func TestJPEGDecodeCostIsWhatTheDecoderAllocates(t *testing.T) {
	rgb := jpegtest.JPEG(640, 480, true, jpegtest.S444)
	rgb = append(append(append([]byte{}, rgb[:2]...),
		0xff, 0xee, 0, 14, 'A', 'd', 'o', 'b', 'e', 0, 100, 0, 0, 0, 0, 0), rgb[2:]...) // Adobe, transform 0: RGB
	for name, data := range map[string][]byte{
		"progressive 4:4:4":  jpegtest.JPEG(1000, 700, true, jpegtest.S444),
		"progressive 4:2:0":  jpegtest.JPEG(1003, 701, true, jpegtest.S420),
		"progressive CMYK":   jpegtest.JPEG(800, 600, true, jpegtest.CMYK),
		"progressive grey":   jpegtest.JPEG(900, 500, true, []jpegtest.Sampling{{H: 2, V: 2}}),
		"baseline 4:2:0":     jpegtest.JPEG(1000, 700, false, jpegtest.S420),
		"baseline CMYK":      jpegtest.JPEG(800, 600, false, jpegtest.CMYK),
		"progressive RGB":    rgb,
		"baseline 4:4:4 odd": jpegtest.JPEG(333, 77, false, jpegtest.S444),
	} {
		cost, _, err := JPEGDecodeCost(data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		if _, err := jpeg.Decode(bytes.NewReader(data)); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		runtime.ReadMemStats(&after)
		allocated := int64(after.TotalAlloc - before.TotalAlloc)
		if allocated < cost || allocated > cost+256<<10 {
			t.Errorf("%s: the decoder allocated %d bytes, the cost says %d", name, allocated, cost)
		}
	}
}

func TestJPEGDecodeCostRefusesWhatIsNoJPEG(t *testing.T) {
	whole := jpegtest.JPEG(100, 100, true, jpegtest.S444)
	for name, data := range map[string][]byte{
		"empty":      nil,
		"png":        read(t, "photo.png"),
		"cut in sof": whole[:80],
		"no frame":   {0xff, 0xd8, 0xff, 0xd9},
	} {
		if _, _, err := JPEGDecodeCost(data); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}
