package httpapi

import (
	"context"
	"net/http"

	"garihaat"
)

// A signed-in person's own listings (issue 28). Every handler runs behind
// requireUser and hands the service the caller as the seller, which scopes
// every query by them: no request can name another's listing.

// currentSeller is the caller acting on their own listings; their
// messages are sent in the language of this request.
func currentSeller(r *http.Request) garihaat.Seller {
	u := currentUser(r)
	return garihaat.Seller{UserID: u.ID, Phone: u.Phone, Lang: requestLang(r)}
}

// sellerListing decodes and checks a listing body.
func (s *Server) sellerListing(w http.ResponseWriter, r *http.Request) (garihaat.SellerListing, error) {
	var in garihaat.SellerVehicleInput
	if err := decodeJSON(w, r, &in); err != nil {
		return garihaat.SellerListing{}, err
	}
	return in.Validate(s.deps.Now())
}

func (s *Server) myVehicles(w http.ResponseWriter, r *http.Request) {
	vs, err := s.deps.Sellers.MyVehicles(r.Context(), currentSeller(r))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": true, "vehicles": vs})
}

func (s *Server) myVehicle(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id")
	if err == nil {
		var v garihaat.SellerVehicle
		if v, err = s.deps.Sellers.MyVehicle(r.Context(), currentSeller(r), id); err == nil {
			writeJSON(w, http.StatusOK, map[string]any{"status": true, "vehicle": v})
			return
		}
	}
	s.writeError(w, r, err)
}

func (s *Server) createMyVehicle(w http.ResponseWriter, r *http.Request) {
	l, err := s.sellerListing(w, r)
	if err == nil {
		var v garihaat.SellerVehicle
		if v, err = s.deps.Sellers.CreateMyVehicle(r.Context(), currentSeller(r), l); err == nil {
			writeJSON(w, http.StatusCreated, map[string]any{"status": true, "vehicle": v})
			return
		}
	}
	s.writeError(w, r, err)
}

func (s *Server) updateMyVehicle(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id")
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	l, err := s.sellerListing(w, r)
	if err == nil {
		var v garihaat.SellerVehicle
		if v, err = s.deps.Sellers.UpdateMyVehicle(r.Context(), currentSeller(r), id, l); err == nil {
			writeJSON(w, http.StatusOK, map[string]any{"status": true, "vehicle": v})
			return
		}
	}
	s.writeError(w, r, err)
}

func (s *Server) deleteMyVehicle(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id")
	if err == nil {
		var withdrawn bool
		if withdrawn, err = s.deps.Sellers.DeleteMyVehicle(r.Context(), currentSeller(r), id); err == nil {
			msg := garihaat.MsgListingDeleted
			if withdrawn {
				msg = garihaat.MsgListingWithdrawnHasOffers
				s.publishState(r, id)
			}
			writeJSON(w, http.StatusOK, map[string]any{"status": true, "withdrawn": withdrawn, "message": translate(requestLang(r), msg)})
			return
		}
	}
	s.writeError(w, r, err)
}

func (s *Server) submitMyVehicle(w http.ResponseWriter, r *http.Request) {
	s.moveMine(w, r, s.deps.Sellers.SubmitMyVehicle)
}

func (s *Server) withdrawMyVehicle(w http.ResponseWriter, r *http.Request) {
	s.moveMine(w, r, s.deps.Sellers.WithdrawMyVehicle)
}

// moveMine answers a seller's move of their listing (submit, withdraw).
func (s *Server) moveMine(w http.ResponseWriter, r *http.Request,
	move func(context.Context, garihaat.Seller, int64) (garihaat.SellerVehicle, error)) {
	id, err := pathID(r, "id")
	if err == nil {
		var v garihaat.SellerVehicle
		if v, err = move(r.Context(), currentSeller(r), id); err == nil {
			s.publishState(r, id) // a withdrawn listing's open pages see it go
			writeJSON(w, http.StatusOK, map[string]any{"status": true, "vehicle": v})
			return
		}
	}
	s.writeError(w, r, err)
}

// addMyImage takes a photo the same way the back office does: bounded,
// decoded by content, one decode at a time.
func (s *Server) addMyImage(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id")
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	// The listing and the seller's limits are checked, and the upload
	// counted, before the photo is read or decoded: another's listing, a
	// full one or a seller past the hour's uploads cost the server no
	// decode, and a photo the decoder refuses still counts (issue 46).
	p, err := s.takePhoto(w, r, func() error {
		return s.deps.Sellers.StartMyUpload(r.Context(), currentSeller(r), id)
	})
	if err == nil {
		var im garihaat.VehicleImage
		if im, err = s.deps.Sellers.AddMyVehicleImage(r.Context(), currentSeller(r), id, p); err == nil {
			writeJSON(w, http.StatusCreated, map[string]any{"status": true, "image": im})
			return
		}
	}
	s.writeError(w, r, err)
}

func (s *Server) reorderMyImages(w http.ResponseWriter, r *http.Request) {
	s.reorderImages(w, r, func(id int64, order []int64) error {
		return s.deps.Sellers.ReorderMyVehicleImages(r.Context(), currentSeller(r), id, order)
	})
}

func (s *Server) deleteMyImage(w http.ResponseWriter, r *http.Request) {
	s.deleteImage(w, r, func(id, imageID int64) error {
		return s.deps.Sellers.DeleteMyVehicleImage(r.Context(), currentSeller(r), id, imageID)
	})
}
