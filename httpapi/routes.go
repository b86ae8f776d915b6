package httpapi

import (
	"net/http"
	"strings"
)

// routes lists every route of the site.
func (s *Server) routes() {
	api := func(pattern string, h http.HandlerFunc) {
		method, path, _ := strings.Cut(pattern, " ")
		s.mux.Handle(method+" /api/v1"+path, h)
	}
	api("GET /get-footers-data", s.getFooter)
	api("GET /get-homepage", s.getHomepage)
	api("GET /get-brands", s.getBrands)
	api("GET /get-categories-types", s.getTypes)
	api("GET /get-filter-params", s.getFilterParams)
	api("GET /get-vehicles", s.getVehicles)
	api("GET /get-vehicle/{slug}", s.getVehicle)
	api("GET /get-faqs", s.getFAQs)
	api("POST /send-bid-offer", s.sendBidOffer)

	// Sign-in and the account area (auth.go, account.go).
	api("POST /auth/send-otp", s.sendOTP)
	api("POST /auth/verify-otp", s.verifyOTP)
	api("POST /logout", s.requireUser("", s.logout))
	api("GET /user", s.requireUser("", s.getUser))
	api("PUT /user", s.requireUser("", s.putUser))
	api("GET /offers", s.requireUser("", s.getOffers))
	api("GET /purchase-offers", s.requireUser("", s.getPurchaseOffers))
	api("GET /bookmarks", s.requireUser("", s.getBookmarks))
	api("DELETE /bookmarks/{id}", s.requireUser("", s.deleteBookmark))
	api("POST /toggle-bookmark", s.requireUser(msgBookmarkLogin, s.toggleBookmark))

	// Anything else under /api is a JSON 404, never the web app.
	s.mux.HandleFunc("/api/", s.apiNotFound)
	s.mux.HandleFunc("GET /media/{path...}", s.getMedia)
	s.mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("ok\n")) })
	s.mux.HandleFunc("/", s.serveWeb)
}
