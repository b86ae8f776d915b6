package httpapi

import (
	"net/http"
	"strconv"
	"strings"

	"garihaat"
	"garihaat/insights"
)

// insight is the counter an event of r is counted on: nil (counting
// nothing) when counting is off or the client says it is a bot.
func (s *Server) insight(r *http.Request) *insights.Counter {
	if s.deps.Insights == nil || insights.IsBot(r.UserAgent()) {
		return nil
	}
	return s.deps.Insights
}

// countingView counts a vehicle page's view beacon for the insights when
// next took it (204), so its own checks of the id decide what counts.
func (s *Server) countingView(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		rec := &statusRecorder{ResponseWriter: w, status: http.StatusOK}
		next(rec, r)
		if rec.status == http.StatusNoContent {
			if id, err := pathID(r, "id"); err == nil {
				s.insight(r).View(id)
			}
		}
	}
}

// countingSearch counts a list request that answered 200 as a search by
// its client, for the demand the dealer does not meet. The filter is read
// again here, so the list's handler stays as it is, but only the first
// time a day a client sends that query (insights.Counter.SearchRequest).
func (s *Server) countingSearch(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		rec := &statusRecorder{ResponseWriter: w, status: http.StatusOK}
		next(rec, r)
		if c := s.deps.Insights; c != nil && rec.status == http.StatusOK {
			c.SearchRequest(s.clientIP(r), r.URL.RawQuery, func() (garihaat.VehicleFilter, bool) {
				if s.insight(r) == nil {
					return garihaat.VehicleFilter{}, false // a bot
				}
				f, err := garihaat.ParseVehicleFilter(r.URL.Query(), s.deps.Now())
				return f, err == nil
			})
		}
	}
}

// countCompared answers POST /vehicles/compared?ids=1,2[,3,4], the
// comparison page's beacon: each vehicle put side by side counts one
// comparison. Unknown ids are dropped when the counts are written.
func (s *Server) countCompared(w http.ResponseWriter, r *http.Request) {
	parts := strings.Split(r.URL.Query().Get("ids"), ",")
	if len(parts) < garihaat.MinCompared || len(parts) > garihaat.MaxCompared {
		s.writeError(w, r, garihaat.FieldError("ids", garihaat.MsgCompareIDs))
		return
	}
	ids := make([]int64, 0, len(parts))
	for _, p := range parts {
		id, err := strconv.ParseInt(strings.TrimSpace(p), 10, 64)
		if err != nil || id <= 0 {
			s.writeError(w, r, garihaat.FieldError("ids", garihaat.MsgCompareIDs))
			return
		}
		ids = append(ids, id)
	}
	s.insight(r).Compare(ids)
	w.WriteHeader(http.StatusNoContent)
}
