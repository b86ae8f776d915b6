package httpapi

import (
	"net/http"
	"strconv"

	"garihaat"
)

func (s *Server) adminListOffers(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	var vehicleID int64
	if raw := q.Get("vehicle"); raw != "" {
		n, err := strconv.ParseInt(raw, 10, 64)
		if err != nil || n <= 0 {
			s.writeError(w, r, garihaat.FieldError("vehicle", garihaat.MsgListIds))
			return
		}
		vehicleID = n
	}
	status := q.Get("status")
	switch status {
	case "", garihaat.OfferOngoing, garihaat.OfferLocked, garihaat.OfferLost, garihaat.OfferPurchase:
	default:
		s.writeError(w, r, garihaat.FieldError("status", garihaat.MsgOngoingLockedLostPurchase))
		return
	}
	offers, err := s.deps.BackOffice.AdminOffers(r.Context(), vehicleID, status)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": true, "offers": offers})
}

// adminDecide answers POST /admin/offers/{id}/{win|lose|purchase}.
func (s *Server) adminDecide(action string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		id, err := pathID(r, "id")
		if err == nil {
			var o garihaat.AdminOffer
			if o, err = s.deps.BackOffice.DecideOffer(r.Context(), actor(r), id, action); err == nil {
				writeJSON(w, http.StatusOK, map[string]any{"status": true, "offer": o})
				return
			}
		}
		s.writeError(w, r, err)
	}
}
