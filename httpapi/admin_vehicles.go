package httpapi

import (
	"bytes"
	"net/http"
	"strconv"

	"garihaat"
)

func (s *Server) adminGetVehicle(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id")
	if err == nil {
		var v garihaat.AdminVehicle
		if v, err = s.deps.BackOffice.AdminVehicle(r.Context(), id); err == nil {
			v.Seller = v.Seller.ForRole(*currentUser(r).Role)
			writeJSON(w, http.StatusOK, adminVehicleBody(v))
			return
		}
	}
	s.writeError(w, r, err)
}

// adminVehicleBody is the answer about one vehicle: the vehicle and the
// states staff may move it to (the editor's status menu; the rule is the
// domain's, never repeated in the web app).
func adminVehicleBody(v garihaat.AdminVehicle) map[string]any {
	return map[string]any{"status": true, "vehicle": v, "status_moves": garihaat.VehicleMoves(v.Status, garihaat.ByStaff)}
}

// decodeVehicle reads and validates a vehicle body.
func decodeVehicle(w http.ResponseWriter, r *http.Request) (garihaat.VehicleInput, error) {
	var in garihaat.VehicleInput
	if err := decodeJSON(w, r, &in); err != nil {
		return in, err
	}
	return in, in.Validate()
}

func (s *Server) adminCreateVehicle(w http.ResponseWriter, r *http.Request) {
	in, err := decodeVehicle(w, r)
	if err == nil {
		var v garihaat.AdminVehicle
		if v, err = s.deps.BackOffice.CreateVehicle(r.Context(), actor(r), in); err == nil {
			writeJSON(w, http.StatusCreated, adminVehicleBody(v))
			return
		}
	}
	s.writeError(w, r, err)
}

func (s *Server) adminUpdateVehicle(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id")
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	in, err := decodeVehicle(w, r)
	if err == nil {
		var v garihaat.AdminVehicle
		if v, err = s.deps.BackOffice.UpdateVehicle(r.Context(), actor(r), id, in); err == nil {
			s.publishState(r, id) // the offer window or mode may have changed
			writeJSON(w, http.StatusOK, adminVehicleBody(v))
			return
		}
	}
	s.writeError(w, r, err)
}

func (s *Server) adminDeleteVehicle(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id")
	if err == nil {
		var archived bool
		if archived, err = s.deps.BackOffice.DeleteVehicle(r.Context(), actor(r), id); err == nil {
			msg := garihaat.MsgVehicleDeleted
			if archived {
				msg = garihaat.MsgVehicleArchivedHasOffers
			}
			writeJSON(w, http.StatusOK, map[string]any{"status": true, "archived": archived, "message": translate(requestLang(r), msg)})
			return
		}
	}
	s.writeError(w, r, err)
}

func (s *Server) adminAddImage(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id")
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	// The vehicle's 20 photos are counted before the upload is read and
	// decoded (issue 46): a refused photo costs one read, not a decode.
	p, err := s.takePhoto(w, r, func() error { return s.deps.Images.StartVehicleUpload(r.Context(), id) })
	if err == nil {
		var im garihaat.VehicleImage
		if im, err = s.deps.Images.AddVehicleImage(r.Context(), actor(r), id, p); err == nil {
			writeJSON(w, http.StatusCreated, map[string]any{"status": true, "image": im})
			return
		}
	}
	s.writeError(w, r, err)
}

func (s *Server) adminDeleteImage(w http.ResponseWriter, r *http.Request) {
	s.deleteImage(w, r, func(id, imageID int64) error {
		return s.deps.BackOffice.DeleteVehicleImage(r.Context(), actor(r), id, imageID)
	})
}

func (s *Server) adminReorderImages(w http.ResponseWriter, r *http.Request) {
	s.reorderImages(w, r, func(id int64, order []int64) error {
		return s.deps.BackOffice.ReorderVehicleImages(r.Context(), actor(r), id, order)
	})
}

// deleteImage answers the removal of photo {imageId} of vehicle {id} that
// remove makes (the back office's, or a seller's of their listing).
func (s *Server) deleteImage(w http.ResponseWriter, r *http.Request, remove func(id, imageID int64) error) {
	id, err := pathID(r, "id")
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	imageID, err := pathID(r, "imageId")
	if err == nil {
		if err = remove(id, imageID); err == nil {
			writeJSON(w, http.StatusOK, map[string]any{"status": true, "message": translate(requestLang(r), garihaat.MsgPhotoRemoved)})
			return
		}
	}
	s.writeError(w, r, err)
}

// reorderImages answers a new order of vehicle {id}'s photos, which
// reorder stores.
func (s *Server) reorderImages(w http.ResponseWriter, r *http.Request, reorder func(id int64, order []int64) error) {
	id, err := pathID(r, "id")
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var body struct {
		Order []int64 `json:"order"`
	}
	if err = decodeJSON(w, r, &body); err == nil {
		if err = reorder(id, body.Order); err == nil {
			writeJSON(w, http.StatusOK, map[string]any{"status": true, "message": translate(requestLang(r), garihaat.MsgPhotoOrderSaved)})
			return
		}
	}
	s.writeError(w, r, err)
}

// maxCSVBytes bounds an import file: 5,000 rows of long descriptions.
const maxCSVBytes = 8 << 20

func (s *Server) adminImport(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, maxCSVBytes)
	var buf bytes.Buffer
	if _, err := buf.ReadFrom(r.Body); err != nil {
		if _, ok := err.(*http.MaxBytesError); ok {
			s.writeError(w, r, garihaat.Errorf(garihaat.ETOOLARGE, garihaat.MsgRequestBodyTooLarge))
			return
		}
		s.writeError(w, r, err)
		return
	}
	rows, err := garihaat.ParseVehicleCSV(&buf)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	dry, _ := strconv.ParseBool(r.URL.Query().Get("dry_run"))
	rep, err := s.deps.BackOffice.ImportVehicles(r.Context(), actor(r), rows, dry)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	status := http.StatusOK
	if rep.Invalid > 0 {
		status = http.StatusUnprocessableEntity
	}
	// The rows' errors, named by column, in the clerk's language.
	lang := requestLang(r)
	for _, row := range rep.Rows {
		for col, msgs := range row.Errors {
			for i, m := range msgs {
				row.Errors[col][i] = translate(lang, m)
			}
		}
	}
	body := map[string]any{"status": rep.Invalid == 0, "report": rep, "message": translate(lang, importMessage(rep))}
	if rep.Invalid > 0 {
		body["code"] = garihaat.EINVALID
	}
	writeJSON(w, status, body)
}

func importMessage(rep garihaat.ImportReport) string {
	switch {
	case rep.Invalid > 0:
		return garihaat.MsgImportHasErrors
	case rep.DryRun:
		return garihaat.MsgImportDryRunValid
	}
	return garihaat.MsgImportDone
}

func (s *Server) adminExport(w http.ResponseWriter, r *http.Request) {
	streamCSV(s, w, r, "garihaat-vehicles", garihaat.NewVehicleCSVWriter, func(each func(garihaat.CSVRow) error) error {
		return s.deps.BackOffice.ExportVehicles(r.Context(), each)
	})
}
