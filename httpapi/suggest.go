package httpapi

import (
	"context"
	"net/http"
	"strconv"
	"strings"

	"garihaat"
)

// searchSuggestions answers GET /search-suggestions?q=: what the search
// overlay offers while a visitor types (issue 27), in their language. The
// answer is cached per catalogue version, language and text; its ETag
// names the language, so a browser's copy in one is never revalidated
// for the other.
func (s *Server) searchSuggestions(w http.ResponseWriter, r *http.Request) {
	q := strings.TrimSpace(r.URL.Query().Get("q"))
	if msg := garihaat.QueryProblem(q); msg != "" {
		v := garihaat.Validation{}
		v.Add("q", msg)
		s.writeError(w, r, v.Err(garihaat.MsgCorrectHighlightedFields))
		return
	}
	lang := requestLang(r)
	w.Header().Add("Vary", "Accept-Language")
	version, err := s.deps.Catalog.CatalogVersion(r.Context())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	stamp := strconv.FormatInt(version, 36) + "-" + lang
	s.serveCached(w, r, "suggest "+lang+" "+q, stamp, func(ctx context.Context) (any, error) {
		list, err := s.deps.Catalog.Suggestions(ctx, version, q, lang)
		return map[string]any{"suggestions": list}, err
	})
}
