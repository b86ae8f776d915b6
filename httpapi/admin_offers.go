package httpapi

import (
	"net/http"
	"strconv"

	"garihaat"
)

// offerFilter reads the offers desk's query: vehicle, status and sort.
func offerFilter(r *http.Request) (garihaat.AdminOfferFilter, error) {
	q := r.URL.Query()
	var f garihaat.AdminOfferFilter
	if raw := q.Get("vehicle"); raw != "" {
		n, err := strconv.ParseInt(raw, 10, 64)
		if err != nil || n <= 0 {
			return f, garihaat.FieldError("vehicle", garihaat.MsgListIds)
		}
		f.VehicleID = n
	}
	switch f.Status = q.Get("status"); f.Status {
	case "", garihaat.OfferOngoing, garihaat.OfferLocked, garihaat.OfferLost, garihaat.OfferPurchase:
	default:
		return f, garihaat.FieldError("status", garihaat.MsgOngoingLockedLostPurchase)
	}
	switch f.Sort = q.Get("sort"); f.Sort {
	case "", garihaat.OffersByAmount, garihaat.OffersByNewest:
	default:
		return f, garihaat.FieldError("sort", garihaat.MsgAmountNewest)
	}
	return f, nil
}

func (s *Server) adminListOffers(w http.ResponseWriter, r *http.Request) {
	f, err := offerFilter(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	offers, err := s.deps.BackOffice.AdminOffers(r.Context(), f)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": true, "offers": offers})
}

// adminExportOffers streams the offers the desk's filter selects as CSV,
// every one (the desk's list stops at 500).
func (s *Server) adminExportOffers(w http.ResponseWriter, r *http.Request) {
	f, err := offerFilter(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	streamCSV(s, w, r, "garihaat-offers", garihaat.NewOfferCSVWriter, func(each func(garihaat.AdminOffer) error) error {
		return s.deps.BackOffice.ExportOffers(r.Context(), f, each)
	})
}

// adminDecide answers POST /admin/offers/{id}/{win|lose|purchase}.
func (s *Server) adminDecide(action string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		id, err := pathID(r, "id")
		if err == nil {
			var o garihaat.AdminOffer
			if o, err = s.deps.BackOffice.DecideOffer(r.Context(), actor(r), id, action); err == nil {
				if action == garihaat.ActionPurchase {
					s.deps.Insights.Purchase(o.VehicleID) // staff, never a bot
				}
				writeJSON(w, http.StatusOK, map[string]any{"status": true, "offer": o})
				return
			}
		}
		s.writeError(w, r, err)
	}
}
