package httpapi

import (
	"encoding/json"
	"net/http"
	"slices"

	"garihaat"
)

// The small lists (brands, types, dealers, testimonials, FAQs, attributes)
// share these handlers; routes.go names each list, so every route is still
// written out there.

// recordHandlers are the four handlers of one list.
type recordHandlers struct{ list, create, update, remove http.HandlerFunc }

func (s *Server) adminRecords(name string) recordHandlers {
	var list, create, update, remove http.HandlerFunc
	res, ok := garihaat.ResourceNamed(name)
	if !ok {
		panic("httpapi: no resource " + name)
	}
	list = func(w http.ResponseWriter, r *http.Request) {
		kind := r.URL.Query().Get("kind")
		if kind != "" && (name != "attributes" || !slices.Contains(garihaat.AttributeKinds, kind)) {
			s.writeError(w, r, garihaat.FieldError("kind", garihaat.MsgOneBodyTypeColorFuel))
			return
		}
		recs, err := s.deps.BackOffice.Records(r.Context(), res, kind)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		writeJSON(w, http.StatusOK, map[string]any{"status": true, "records": recs, "fields": res.Fields})
	}
	decode := func(w http.ResponseWriter, r *http.Request) (garihaat.Record, error) {
		var body map[string]json.RawMessage
		if err := decodeJSON(w, r, &body); err != nil {
			return nil, err
		}
		return res.Validate(body)
	}
	create = func(w http.ResponseWriter, r *http.Request) {
		rec, err := decode(w, r)
		if err == nil {
			if rec, err = s.deps.BackOffice.CreateRecord(r.Context(), actor(r), res, rec); err == nil {
				writeJSON(w, http.StatusCreated, map[string]any{"status": true, "record": rec})
				return
			}
		}
		s.writeError(w, r, err)
	}
	update = func(w http.ResponseWriter, r *http.Request) {
		id, err := pathID(r, "id")
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		rec, err := decode(w, r)
		if err == nil {
			if rec, err = s.deps.BackOffice.UpdateRecord(r.Context(), actor(r), res, id, rec); err == nil {
				writeJSON(w, http.StatusOK, map[string]any{"status": true, "record": rec})
				return
			}
		}
		s.writeError(w, r, err)
	}
	remove = func(w http.ResponseWriter, r *http.Request) {
		id, err := pathID(r, "id")
		if err == nil {
			if err = s.deps.BackOffice.DeleteRecord(r.Context(), actor(r), res, id); err == nil {
				writeJSON(w, http.StatusOK, map[string]any{"status": true, "message": translate(requestLang(r), garihaat.MsgDeleted)})
				return
			}
		}
		s.writeError(w, r, err)
	}
	return recordHandlers{list, create, update, remove}
}
