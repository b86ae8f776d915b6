package httpapi

import (
	"net/http"

	"garihaat"
)

// The review desk (issue 28): staff decide sellers' listings in review and
// an owner may stop a seller.

func (s *Server) adminReview(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id")
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var d garihaat.ReviewDecision
	if err = decodeJSON(w, r, &d); err == nil {
		if err = d.Validate(); err == nil {
			var v garihaat.AdminVehicle
			if v, err = s.deps.BackOffice.ReviewVehicle(r.Context(), actor(r), id, d); err == nil {
				s.publishState(r, id)
				if s.deps.Conversations != nil {
					s.tellReviewThread(r, id, d)
				}
				writeJSON(w, http.StatusOK, adminVehicleBody(v))
				return
			}
		}
	}
	s.writeError(w, r, err)
}

func (s *Server) adminBlockSeller(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id")
	if err == nil {
		var n int
		if n, err = s.deps.BackOffice.BlockSeller(r.Context(), actor(r), id); err == nil {
			writeJSON(w, http.StatusOK, map[string]any{"status": true, "archived": n,
				"message": translate(requestLang(r), garihaat.Msg(garihaat.MsgSellerBlockedListingsOff, n))})
			return
		}
	}
	s.writeError(w, r, err)
}

// adminFinance answers the site's installment plan.
func (s *Server) adminFinance(w http.ResponseWriter, r *http.Request) {
	p, err := s.deps.BackOffice.FinancePlan(r.Context())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": true, "plan": p})
}

// adminSetFinance replaces the site's installment plan.
func (s *Server) adminSetFinance(w http.ResponseWriter, r *http.Request) {
	var p garihaat.FinancePlan
	err := decodeJSON(w, r, &p)
	if err == nil {
		if p, err = s.deps.BackOffice.SetFinancePlan(r.Context(), actor(r), p); err == nil {
			writeJSON(w, http.StatusOK, map[string]any{"status": true, "plan": p,
				"message": translate(requestLang(r), garihaat.MsgFinancePlanSaved)})
			return
		}
	}
	s.writeError(w, r, err)
}
