package httpapi

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"runtime"
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
	storedPrefix = []byte(`{"isBookmarked":false,"product":`)
	bidsFieldKey = []byte(`,"offer_closes_at":`) // the first of the fields bids change (Vehicle's last)
	answerEnd    = []byte(`,"status":true}` + "\n")
)

// DetailFormat names this program's encoding of the stored parts: a hash
// of its executable, so a part another build made (which may encode
// differently) is never served, and the first start of a new build makes
// every part again.
var DetailFormat = sync.OnceValue(func() string {
	sum := sha256.New()
	if exe, err := os.Executable(); err == nil {
		if f, err := os.Open(exe); err == nil {
			io.Copy(sum, f)
			f.Close()
		}
	}
	return hex.EncodeToString(sum.Sum(nil)[:8])
})

// detailPart encodes the stored start of v's detail answer.
func detailPart(v garihaat.Vehicle, revision int64) (garihaat.DetailPart, error) {
	product, err := json.Marshal(v)
	if err != nil {
		return garihaat.DetailPart{}, err
	}
	cut := bytes.LastIndex(product, bidsFieldKey)
	if cut < 0 {
		return garihaat.DetailPart{}, fmt.Errorf("vehicle %d: %s not in its JSON", v.ID, bidsFieldKey)
	}
	plain := append(append([]byte{}, storedPrefix...), product[:cut]...)
	return garihaat.DetailPart{VehicleID: v.ID, Revision: revision, CRC: gzpart.Checksum(plain),
		Size: uint32(len(plain)), Body: gzpart.Deflate(plain)}, nil
}

// bidsTail is the product's end as the answer adds it: the fields bids
// change, as encoding/json writes garihaat.BidFields (a test holds them
// equal), the product's closing brace and the related list's key. Written
// by hand because this runs on every first visit.
func bidsTail(f garihaat.BidFields) []byte {
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
	return append(b, `},"relatedProducts":`...)
}

// relatedPart is a related list's JSON compressed, kept with its text
// (the member's checksum runs over it).
type relatedPart struct{ plain, deflated []byte }

// The related parts' bounds: a list is about 4 KB and 1 KB compressed,
// and the catalogue has one per (type, brand) pair and version.
const (
	relatedEntries = 1024
	relatedBytes   = 4 << 20
)

func (p *relatedPart) size() int { return len(p.plain) + len(p.deflated) + 64 }

// serveStoredVehicle answers a visitor's first visit of a vehicle from its
// stored part; false when none is current (the caller reads it whole).
func (s *Server) serveStoredVehicle(w http.ResponseWriter, r *http.Request, key, slug string) bool {
	d, ok, err := s.deps.Details.StoredDetail(r.Context(), slug, RelatedVehicles)
	if err != nil || !ok || d.Format != DetailFormat() {
		return false
	}
	tail := bidsTail(d.BidFields)
	rel, ok := s.related.Get(d.RelatedKey)
	if !ok {
		// After a catalogue write every list misses at once: each is
		// compressed once however many ask for it (flights).
		v, err := s.builds.do(r.Context(), "related "+d.RelatedKey, func(context.Context) (any, error) {
			plain, err := json.Marshal(d.Related)
			if err != nil {
				return nil, err
			}
			p := &relatedPart{plain: plain, deflated: gzpart.Deflate(plain)}
			s.related.Add(d.RelatedKey, p)
			return p, nil
		})
		if err != nil {
			return false
		}
		rel = v.(*relatedPart)
	}
	m := gzpart.New(len(d.Body) + len(tail) + len(rel.deflated) + 64)
	m.Resume(d.Body, d.CRC, d.Size)
	m.Literal(tail)
	m.Deflated(rel.deflated, rel.plain)
	m.Literal(answerEnd)
	s.sendUncached(w, r, key, gzippedAnswer(d.Stamp, m.Bytes()))
	return true
}

// storeBatch is how many stale vehicles one pass reads and saves at once.
const storeBatch = 256

// StoreDetails makes the stored part of every public vehicle that lacks a
// current one and returns how many it made. Several instances may run it
// at once: they then make some parts twice, never a wrong one.
func StoreDetails(ctx context.Context, ds garihaat.DetailStore) (int, error) {
	made, after := 0, int64(0)
	for {
		slugs, last, err := ds.StaleDetails(ctx, DetailFormat(), after, storeBatch)
		if err != nil || last == after {
			return made, err
		}
		parts := make([]garihaat.DetailPart, len(slugs))
		errs := make([]error, len(slugs))
		var wg sync.WaitGroup
		workers := runtime.GOMAXPROCS(0)
		for w := range workers {
			wg.Go(func() {
				for i := w; i < len(slugs); i += workers {
					v, revision, err := ds.VehicleForDetail(ctx, slugs[i])
					if err == nil {
						parts[i], err = detailPart(v, revision)
					}
					errs[i] = err
				}
			})
		}
		wg.Wait()
		var ready []garihaat.DetailPart
		for i, err := range errs {
			switch {
			case err == nil:
				ready = append(ready, parts[i])
			case garihaat.ErrorCode(err) != garihaat.ENOTFOUND: // unpublished meanwhile: not stale any more
				return made, err
			}
		}
		if len(ready) > 0 {
			if err := ds.SaveDetails(ctx, DetailFormat(), ready); err != nil {
				return made, err
			}
		}
		made, after = made+len(ready), last
	}
}

// KeepDetailsStored runs StoreDetails at start and whenever the catalogue
// version has changed (every write that can make a part stale bumps it),
// looking every interval, until ctx ends.
func KeepDetailsStored(ctx context.Context, ds garihaat.DetailStore, cat garihaat.CatalogService, interval time.Duration, logger *slog.Logger) {
	last := int64(-1)
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		if version, err := cat.CatalogVersion(ctx); err == nil && version != last {
			start := time.Now()
			n, err := StoreDetails(ctx, ds)
			if err != nil && !errors.Is(err, context.Canceled) {
				logger.Warn("storing vehicle details", "err", err)
			} else {
				last = version
			}
			if n > 0 {
				logger.Info("stored vehicle details", "count", n, "took", time.Since(start).Round(time.Millisecond))
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
