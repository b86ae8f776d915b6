package stored

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
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

// DetailFormat names how Encode writes a vehicle's detail: a part
// stored under another name is never served, and the keeper makes it
// again. It is a name rather than a hash of the executable so that a new
// build whose encoding is the same keeps every stored part (issue 47: a
// deploy made them all again in the foreground). TestDetailFormat fails
// when the encoding changes and the name does not, and
// TestDetailFormatOfTheDemo when what the store puts into a public detail
// does (a field, a mask).
const DetailFormat = "detail-5"

// Encode encodes the stored start of v's detail answer.
func Encode(v garihaat.Vehicle, revision int64) (Part, error) {
	plain, err := plainDetail(v)
	if err != nil {
		return Part{}, err
	}
	gz := gzpart.Compress(plain, false)
	return Part{VehicleID: v.ID, Revision: revision, CRC: gz.CRC, Size: gz.Size, Body: gz.Deflated}, nil
}

// plainDetail is the text of v's stored part.
func plainDetail(v garihaat.Vehicle) ([]byte, error) {
	product, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	cut := bytes.LastIndex(product, bidsFieldKey)
	if cut < 0 {
		return nil, fmt.Errorf("vehicle %d: %s not in its JSON", v.ID, bidsFieldKey)
	}
	return append(append([]byte{}, prefix...), product[:cut]...), nil
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
