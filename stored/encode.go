package stored

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strconv"
	"sync"
	"time"

	"garihaat"
	"garihaat/gzpart"
)

// A vehicle's detail answer is stored compressed before its first visit
// (issue 12): its start — `{"isBookmarked":false,"product":` and the
// product up to what bids change — as a gzpart part. A visit adds the bid
// fields and the end of the product as literal bytes, the related list as
// a part shared by every vehicle with the same list, and the end.
var (
	prefix       = []byte(`{"isBookmarked":false,"product":`)
	bidsFieldKey = []byte(`,"offer_closes_at":`) // the first of the fields bids change (Vehicle's last)
	// AnswerEnd closes the answer after the related list.
	AnswerEnd = []byte(`,"status":true}` + "\n")
)

// Format names this program's encoding of the stored parts: a hash
// of its executable, so a part another build made (which may encode
// differently) is never served, and the first start of a new build makes
// every part again.
var Format = sync.OnceValue(func() string {
	sum := sha256.New()
	if exe, err := os.Executable(); err == nil {
		if f, err := os.Open(exe); err == nil {
			io.Copy(sum, f)
			f.Close()
		}
	}
	return hex.EncodeToString(sum.Sum(nil)[:8])
})

// Encode encodes the stored start of v's detail answer.
func Encode(v garihaat.Vehicle, revision int64) (Part, error) {
	product, err := json.Marshal(v)
	if err != nil {
		return Part{}, err
	}
	cut := bytes.LastIndex(product, bidsFieldKey)
	if cut < 0 {
		return Part{}, fmt.Errorf("vehicle %d: %s not in its JSON", v.ID, bidsFieldKey)
	}
	plain := append(append([]byte{}, prefix...), product[:cut]...)
	gz := gzpart.Compress(plain, false)
	return Part{VehicleID: v.ID, Revision: revision, CRC: gz.CRC, Size: gz.Size, Body: gz.Deflated}, nil
}

// BidsTail is the product's end as the answer adds it: the fields bids
// change, as encoding/json writes garihaat.BidFields (a test holds them
// equal), the product's closing brace and the related list's key. Written
// by hand because this runs on every first visit.
func BidsTail(f garihaat.BidFields) []byte {
	b := make([]byte, 0, 112)
	b = append(b, `,"offer_closes_at":"`...)
	b = f.OfferClosesAt.AppendFormat(b, time.RFC3339Nano)
	b = append(b, `","highest_offer":`...)
	if f.HighestOffer == nil {
		b = append(b, "null"...)
	} else {
		b = strconv.AppendInt(b, *f.HighestOffer, 10)
	}
	b = append(b, `,"total_bid":`...)
	b = strconv.AppendInt(b, f.TotalBid, 10)
	if r := f.PriceRating; r.Comparables > 0 {
		b = append(b, `,"price_rating":{"rating":`...)
		b = strconv.AppendQuote(b, r.Rating)
		b = append(b, `,"comparables":`...)
		b = strconv.AppendInt(b, int64(r.Comparables), 10)
		b = append(b, `,"median":`...)
		b = strconv.AppendInt(b, r.Median, 10)
		b = append(b, '}')
	}
	return append(b, `},"relatedProducts":`...)
}
