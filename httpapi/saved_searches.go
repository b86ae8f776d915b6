package httpapi

import (
	"context"
	"net/http"
	"strconv"

	"garihaat"
)

// Saved searches (issue 30): the account area's calls, each scoped by the
// signed-in user's id, and the alert SMS's two links, which work without
// signing in: the token is the key.

func (s *Server) listSavedSearches(w http.ResponseWriter, r *http.Request) {
	out, err := s.deps.Searches.SavedSearches(r.Context(), currentUser(r).ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	lang := requestLang(r)
	for i := range out.Searches {
		out.Searches[i] = namedIn(lang, out.Searches[i])
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": true, "searches": out.Searches, "price_alerts": out.PriceAlerts})
}

// namedIn is ss with its name as a reader in lang sees it: its districts
// named in lang, as its alert SMS names them (garihaat.SearchNameIn).
func namedIn(lang string, ss garihaat.SavedSearch) garihaat.SavedSearch {
	ss.Name = garihaat.SearchNameIn(ss.Name, ss.Query, lang)
	return ss
}

func (s *Server) createSavedSearch(w http.ResponseWriter, r *http.Request) {
	var in garihaat.SavedSearchInput
	if err := decodeJSON(w, r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	in.Lang = requestLang(r)
	ss, err := s.deps.Searches.CreateSavedSearch(r.Context(), currentUser(r).ID, in)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, map[string]any{"status": true, "search": namedIn(requestLang(r), ss), "message": translate(in.Lang, garihaat.MsgSavedSearchSaved)})
}

func (s *Server) updateSavedSearch(w http.ResponseWriter, r *http.Request) {
	id, ok := s.savedSearchID(w, r)
	if !ok {
		return
	}
	var in garihaat.SavedSearchInput
	if err := decodeJSON(w, r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	in.Lang = requestLang(r)
	ss, err := s.deps.Searches.UpdateSavedSearch(r.Context(), currentUser(r).ID, id, in)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": true, "search": namedIn(requestLang(r), ss)})
}

func (s *Server) deleteSavedSearch(w http.ResponseWriter, r *http.Request) {
	id, ok := s.savedSearchID(w, r)
	if !ok {
		return
	}
	if err := s.deps.Searches.DeleteSavedSearch(r.Context(), currentUser(r).ID, id); err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": true, "message": translate(requestLang(r), garihaat.MsgSavedSearchDeleted)})
}

func (s *Server) savedSearchID(w http.ResponseWriter, r *http.Request) (int64, bool) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		s.writeError(w, r, garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgSavedSearchNotFound))
		return 0, false
	}
	return id, true
}

func (s *Server) setPriceAlerts(w http.ResponseWriter, r *http.Request) {
	s.setSwitch(w, r, "price_alerts", garihaat.MsgSavedSearchInvalid, s.deps.Searches.SetPriceAlerts)
}

// setSwitch turns one of the user's SMS on or off with a body {"on": bool}
// and answers {status, name: on}; a missing "on" is a field error.
func (s *Server) setSwitch(w http.ResponseWriter, r *http.Request, name, invalid string, set func(context.Context, int64, bool) error) {
	var in struct {
		On *bool `json:"on"`
	}
	if err := decodeJSON(w, r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	if in.On == nil {
		s.writeError(w, r, garihaat.FieldError("on", invalid))
		return
	}
	if err := set(r.Context(), currentUser(r).ID, *in.On); err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": true, name: *in.On})
}

// stopAlerts is the stop link's action: the page at /s/<token> asks for it
// with a button, so a link previewer's fetch of the page stops nothing.
func (s *Server) stopAlerts(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Token string `json:"token"`
	}
	if err := decodeJSON(w, r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	if len(in.Token) == 0 || len(in.Token) > 64 {
		s.writeError(w, r, garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgAlertLinkNotFound))
		return
	}
	out, err := s.deps.Searches.StopAlerts(r.Context(), in.Token)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": true, "stopped": out, "message": translate(requestLang(r), garihaat.MsgAlertsStopped)})
}

// alertLink is the short link of an alert SMS: it leads to the list the
// digest told of, its new vehicles marked. An unknown token goes home.
func (s *Server) alertLink(w http.ResponseWriter, r *http.Request) {
	to := "/"
	if token := r.PathValue("token"); len(token) > 0 && len(token) <= 64 {
		if link, err := s.deps.Searches.AlertLink(r.Context(), token); err == nil {
			to = link
		}
	}
	w.Header().Set("Cache-Control", "no-store")
	http.Redirect(w, r, to, http.StatusFound)
}
