package httpapi

import (
	"net/http"

	"garihaat"
)

func (s *Server) sendBidOffer(w http.ResponseWriter, r *http.Request) {
	var req garihaat.BidRequest
	if err := decodeJSON(w, r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	bid, err := req.Validate()
	bid.Lang = language(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if u, ok := s.optionalUser(r); ok {
		bid.UserID = &u.ID // a signed-in bidder owns the offer whatever phone it names
	}
	offer, err := s.deps.Bids.PlaceBid(r.Context(), bid, s.deps.Now())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"status": true, "message": translate(language(r), "Your offer has been received."), "offer": offer,
	})
}
