package httpapi

import (
	"net/http"
	"slices"
	"strconv"

	"garihaat"
)

// vehicleListFilter reads the back office's vehicle list query.
func vehicleListFilter(r *http.Request) (garihaat.AdminVehicleFilter, error) {
	q := r.URL.Query()
	f := garihaat.AdminVehicleFilter{Status: q.Get("status"), Sort: q.Get("sort")}
	var err error
	if f.Page, err = pageParam(r); err != nil {
		return f, err
	}
	if f.Status != "" && !garihaat.ValidVehicleStatus(f.Status) {
		return f, garihaat.FieldError("status", garihaat.MsgUnknownStatus)
	}
	if !garihaat.ValidAdminVehicleSort(f.Sort) {
		return f, garihaat.FieldError("sort", garihaat.MsgUnknownSortColumn)
	}
	switch q.Get("dir") {
	case "", "desc":
	case "asc":
		f.Asc = true
	default:
		return f, garihaat.FieldError("dir", garihaat.MsgUnknownSortColumn)
	}
	for name, p := range map[string]*int64{"brand": &f.BrandID, "type": &f.TypeID, "attribute": &f.AttributeID} {
		if raw := q.Get(name); raw != "" {
			n, err := strconv.ParseInt(garihaat.NormalizeDigits(raw), 10, 64)
			if err != nil || n <= 0 {
				return f, garihaat.FieldError(name, garihaat.MsgPositiveWholeNumber)
			}
			*p = n
		}
	}
	f.Query, err = searchText(q.Get("query"))
	return f, err
}

func (s *Server) adminListVehicles(w http.ResponseWriter, r *http.Request) {
	f, err := vehicleListFilter(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	rows, p, err := s.deps.BackOffice.AdminVehicles(r.Context(), f)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": true, "vehicles": rows, "pagination": p})
}

// adminMoveVehicles answers POST /admin/vehicles/bulk {action, ids}: the
// list's selection published, archived or put back to draft, all or none.
func (s *Server) adminMoveVehicles(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Action string  `json:"action"`
		IDs    []int64 `json:"ids"`
	}
	if err := decodeJSON(w, r, &body); err != nil {
		s.writeError(w, r, err)
		return
	}
	v := garihaat.Validation{}
	to, ok := garihaat.BulkMoves[body.Action]
	if !ok {
		v.Add("action", garihaat.MsgPublishArchiveDraft)
	}
	slices.Sort(body.IDs)
	body.IDs = slices.Compact(body.IDs)
	if len(body.IDs) == 0 || len(body.IDs) > garihaat.MaxBulkVehicles || body.IDs[0] <= 0 {
		v.Add("ids", garihaat.MsgChooseVehicles)
	}
	if err := v.Err(garihaat.MsgCorrectHighlightedFields); err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := s.deps.BackOffice.MoveVehicles(r.Context(), actor(r), body.IDs, to); err != nil {
		s.writeError(w, r, err)
		return
	}
	s.publishState(r, body.IDs...) // a bid page open on one sees it leave or return
	writeJSON(w, http.StatusOK, map[string]any{"status": true, "moved": len(body.IDs),
		"message": translate(requestLang(r), garihaat.Msg(garihaat.MsgVehiclesMoved, len(body.IDs)))})
}

// adminDuplicateVehicle answers POST /admin/vehicles/{id}/duplicate with
// the new draft, which the editor opens.
func (s *Server) adminDuplicateVehicle(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id")
	if err == nil {
		var v garihaat.AdminVehicle
		if v, err = s.deps.BackOffice.DuplicateVehicle(r.Context(), actor(r), id); err == nil {
			writeJSON(w, http.StatusCreated, adminVehicleBody(v))
			return
		}
	}
	s.writeError(w, r, err)
}
