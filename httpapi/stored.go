package httpapi

import (
	"context"
	"encoding/json"
	"net/http"

	"garihaat/gzpart"
	"garihaat/stored"
)

// relatedPart is a related list's JSON compressed.
type relatedPart struct{ gzpart.Part }

// The related parts' bounds: a list is about 1 KB compressed,
// and the catalogue has one per (type, brand) pair and version.
const (
	relatedEntries = 1024
	relatedBytes   = 4 << 20
)

func (p *relatedPart) size() int { return len(p.Deflated) + 64 }

// serveStoredVehicle answers a visitor's first visit of a vehicle from its
// stored part; false when none is current (the caller reads it whole).
func (s *Server) serveStoredVehicle(w http.ResponseWriter, r *http.Request, key, slug string) bool {
	d, ok, err := s.deps.Details.StoredDetail(r.Context(), slug, RelatedVehicles)
	if err != nil || !ok || d.Format != stored.DetailFormat {
		return false
	}
	tail := stored.BidsTail(d.BidFields)
	rel, ok := s.related.Get(d.RelatedKey)
	if !ok {
		// After a catalogue write every list misses at once: each is
		// compressed once however many ask for it (flights).
		v, err := s.builds.do(r.Context(), "related "+d.RelatedKey, func(context.Context) (any, error) {
			plain, err := json.Marshal(d.Related)
			if err != nil {
				return nil, err
			}
			p := &relatedPart{gzpart.Compress(plain, false)}
			s.related.Add(d.RelatedKey, p)
			return p, nil
		})
		if err != nil {
			return false
		}
		rel = v.(*relatedPart)
	}
	m := gzpart.New(len(d.Body) + len(tail) + len(rel.Deflated) + 64)
	m.Part(gzpart.Part{Deflated: d.Body, CRC: d.CRC, Size: d.Size})
	m.Literal(tail)
	m.Part(rel.Part)
	m.Literal(stored.AnswerEnd)
	s.sendUncached(w, r, key, gzippedAnswer(d.Stamp, m.Bytes()))
	return true
}
