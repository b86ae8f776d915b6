package httpapi

import (
	"net/http"

	"garihaat"
)

// insightsAnswer is GET /admin/insights' answer: the period asked and the
// one before it, whether the sales parts are in, and the insights.
type insightsAnswer struct {
	Status       bool   `json:"status"`
	From         string `json:"from"`
	To           string `json:"to"`
	PreviousFrom string `json:"previous_from"`
	PreviousTo   string `json:"previous_to"`
	Sales        bool   `json:"sales"`
	garihaat.Insights
}

// readInsights reads the period and filters of r and the insights for
// them; an editor gets the catalogue's parts, owner and sales also the
// offers, purchases and demand. This instance's counts are flushed first,
// so what was just done here is in the answer.
func (s *Server) readInsights(r *http.Request) (insightsAnswer, error) {
	q, err := garihaat.ParseInsightsQuery(r.URL.Query(), s.deps.Now())
	if err != nil {
		return insightsAnswer{}, err
	}
	q.Sales = garihaat.RoleCan(actor(r).Role, garihaat.PermOffers)
	if err := s.deps.Insights.Flush(r.Context(), s.deps.InsightReports); err != nil {
		s.deps.Logger.WarnContext(r.Context(), "insights: flush before reading failed", "err", err)
	}
	in, err := s.deps.InsightReports.Insights(r.Context(), q)
	if err != nil {
		return insightsAnswer{}, err
	}
	a := insightsAnswer{Status: true, From: q.From, To: q.To, Sales: q.Sales, Insights: in}
	if n := len(in.Previous); n > 0 {
		a.PreviousFrom, a.PreviousTo = in.Previous[0].Day, in.Previous[n-1].Day
	}
	return a, nil
}

// adminInsights answers GET /admin/insights (issue 49).
func (s *Server) adminInsights(w http.ResponseWriter, r *http.Request) {
	a, err := s.readInsights(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, a)
}

// adminInsightsCSV answers GET /admin/insights.csv: the same answer as
// rows (garihaat.InsightCSVHeader), streamed.
func (s *Server) adminInsightsCSV(w http.ResponseWriter, r *http.Request) {
	a, err := s.readInsights(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	streamCSV(s, w, r, "garihaat-insights", garihaat.NewInsightCSVWriter, a.Insights.CSVRows)
}
