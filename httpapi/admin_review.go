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
