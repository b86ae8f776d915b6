package httpapi

import (
	"net/http"
	"strings"

	"garihaat"
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
	api("GET /get-vehicles", s.countingSearch(s.getVehicles))
	api("GET /search-suggestions", s.searchSuggestions)
	api("GET /get-vehicle/{slug}", s.getVehicle)
	api("GET /get-faqs", s.getFAQs)
	api("GET /districts", getDistricts)
	api("POST /send-bid-offer", s.sendBidOffer)
	api("GET /vehicles/{id}/events", s.vehicleEvents)
	if s.deps.Views != nil {
		api("POST /vehicles/{id}/view", s.countingView(s.countView))
	}
	api("POST /vehicles/compared", s.countCompared)

	// Sign-in and the account area (auth.go, account.go).
	api("POST /auth/send-otp", s.sendOTP)
	api("POST /auth/verify-otp", s.verifyOTP)
	api("POST /logout", s.requireUser("", s.logout))
	api("POST /auth/totp/enroll", s.requireUser("", s.enrollFactor))
	api("POST /auth/totp/verify", s.requireUser("", s.verifyFactor))
	api("GET /user", s.requireUser("", s.getUser))
	api("PUT /user", s.requireUser("", s.putUser))
	api("DELETE /account", s.requireUser("", s.deleteAccount))
	api("GET /offers", s.requireUser("", s.getOffers))
	api("GET /purchase-offers", s.requireUser("", s.getPurchaseOffers))
	api("GET /bookmarks", s.requireUser("", s.getBookmarks))
	api("DELETE /bookmarks/{id}", s.requireUser("", s.deleteBookmark))
	api("POST /toggle-bookmark", s.requireUser(msgBookmarkLogin, s.toggleBookmark))

	// Saved searches and their alerts (saved_searches.go).
	if s.deps.Searches != nil {
		api("GET /saved-searches", s.requireUser("", s.listSavedSearches))
		api("POST /saved-searches", s.requireUser("", s.createSavedSearch))
		api("PUT /saved-searches/{id}", s.requireUser("", s.updateSavedSearch))
		api("DELETE /saved-searches/{id}", s.requireUser("", s.deleteSavedSearch))
		api("PUT /price-alerts", s.requireUser("", s.setPriceAlerts))
		api("POST /alerts/stop", s.stopAlerts)
		s.mux.HandleFunc("GET /n/{token}", s.alertLink)
	}

	// A signed-in person's own listings (my_vehicles.go).
	if s.deps.Sellers != nil {
		api("GET /my-vehicles", s.requireUser("", s.myVehicles))
		api("POST /my-vehicles", s.requireUser("", s.createMyVehicle))
		api("GET /my-vehicles/{id}", s.requireUser("", s.myVehicle))
		api("PUT /my-vehicles/{id}", s.requireUser("", s.updateMyVehicle))
		api("DELETE /my-vehicles/{id}", s.requireUser("", s.deleteMyVehicle))
		api("POST /my-vehicles/{id}/images", s.requireUser("", s.addMyImage))
		api("PUT /my-vehicles/{id}/images", s.requireUser("", s.reorderMyImages))
		api("DELETE /my-vehicles/{id}/images/{imageId}", s.requireUser("", s.deleteMyImage))
		api("POST /my-vehicles/{id}/submit", s.requireUser("", s.submitMyVehicle))
		api("POST /my-vehicles/{id}/withdraw", s.requireUser("", s.withdrawMyVehicle))
	}

	// The back office (admin*.go). requireRole is the one role check: who
	// holds which permission is garihaat.RoleCan's table.
	admin := func(pattern string, p garihaat.Permission, h http.HandlerFunc) { api(pattern, s.requireRole(p, h)) }
	read, write, desk := garihaat.PermCatalogRead, garihaat.PermCatalogWrite, garihaat.PermOffers
	admin("GET /admin/dashboard", garihaat.PermStaff, s.adminDashboard)
	admin("GET /admin/vehicles", read, s.adminListVehicles)
	admin("POST /admin/vehicles", write, s.adminCreateVehicle)
	admin("GET /admin/vehicles/export", read, s.adminExport)
	admin("POST /admin/vehicles/import", write, s.adminImport)
	admin("POST /admin/vehicles/bulk", write, s.adminMoveVehicles)
	admin("GET /admin/vehicles/{id}", read, s.adminGetVehicle)
	admin("PUT /admin/vehicles/{id}", write, s.adminUpdateVehicle)
	admin("DELETE /admin/vehicles/{id}", write, s.adminDeleteVehicle)
	admin("POST /admin/vehicles/{id}/duplicate", write, s.adminDuplicateVehicle)
	admin("POST /admin/vehicles/{id}/images", write, s.adminAddImage)
	admin("PUT /admin/vehicles/{id}/images", write, s.adminReorderImages)
	admin("DELETE /admin/vehicles/{id}/images/{imageId}", write, s.adminDeleteImage)
	admin("POST /admin/media", write, s.adminMedia)
	admin("GET /admin/offers", desk, s.adminListOffers)
	admin("GET /admin/offers/export", desk, s.adminExportOffers)
	admin("POST /admin/offers/{id}/win", desk, s.adminDecide(garihaat.ActionWin))
	admin("POST /admin/offers/{id}/lose", desk, s.adminDecide(garihaat.ActionLose))
	admin("POST /admin/offers/{id}/purchase", desk, s.adminDecide(garihaat.ActionPurchase))
	admin("GET /admin/audit", garihaat.PermAudit, s.adminAudit)
	admin("GET /admin/staff", garihaat.PermStaffManage, s.adminStaff)
	admin("POST /admin/staff/{id}/reset-factor", garihaat.PermStaffManage, s.adminResetFactor)
	admin("POST /admin/staff/{id}/enrolment-link", garihaat.PermStaffManage, s.adminEnrolmentLink)
	admin("POST /admin/vehicles/{id}/review", write, s.adminReview)
	admin("POST /admin/sellers/{id}/block", garihaat.PermStaffManage, s.adminBlockSeller)
	if s.deps.InsightReports != nil {
		// Owner and sales see everything; an editor the catalogue's parts
		// (readInsights asks RoleCan).
		admin("GET /admin/insights", read, s.adminInsights)
		admin("GET /admin/insights.csv", read, s.adminInsightsCSV)
	}
	admin("GET /admin/finance", read, s.adminFinance)
	admin("PUT /admin/finance", write, s.adminSetFinance)
	brands := s.adminRecords("brands")
	admin("GET /admin/brands", read, brands.list)
	admin("POST /admin/brands", write, brands.create)
	admin("PUT /admin/brands/{id}", write, brands.update)
	admin("DELETE /admin/brands/{id}", write, brands.remove)
	types := s.adminRecords("types")
	admin("GET /admin/types", read, types.list)
	admin("POST /admin/types", write, types.create)
	admin("PUT /admin/types/{id}", write, types.update)
	admin("DELETE /admin/types/{id}", write, types.remove)
	dealers := s.adminRecords("dealers")
	admin("GET /admin/dealers", read, dealers.list)
	admin("POST /admin/dealers", write, dealers.create)
	admin("PUT /admin/dealers/{id}", write, dealers.update)
	admin("DELETE /admin/dealers/{id}", write, dealers.remove)
	testimonials := s.adminRecords("testimonials")
	admin("GET /admin/testimonials", read, testimonials.list)
	admin("POST /admin/testimonials", write, testimonials.create)
	admin("PUT /admin/testimonials/{id}", write, testimonials.update)
	admin("DELETE /admin/testimonials/{id}", write, testimonials.remove)
	faqs := s.adminRecords("faqs")
	admin("GET /admin/faqs", read, faqs.list)
	admin("POST /admin/faqs", write, faqs.create)
	admin("PUT /admin/faqs/{id}", write, faqs.update)
	admin("DELETE /admin/faqs/{id}", write, faqs.remove)
	attributes := s.adminRecords("attributes")
	admin("GET /admin/attributes", read, attributes.list)
	admin("POST /admin/attributes", write, attributes.create)
	admin("PUT /admin/attributes/{id}", write, attributes.update)
	admin("DELETE /admin/attributes/{id}", write, attributes.remove)

	// Conversations with the dealer (conversations*.go): a buyer's own,
	// and the staff inbox.
	if s.deps.Conversations != nil {
		api("POST /conversations", s.requireUser(garihaat.MsgSignInToAsk, s.ask))
		api("GET /conversations", s.requireUser("", s.listConversations))
		api("GET /conversations/{id}", s.requireUser("", s.getConversation(buyerView)))
		api("GET /conversations/{id}/messages", s.requireUser("", s.listMessages(buyerView)))
		api("POST /conversations/{id}/messages", s.requireUser("", s.sendMessage(buyerView)))
		api("POST /conversations/{id}/read", s.requireUser("", s.markRead(buyerView)))
		api("PUT /message-sms", s.requireUser("", s.setMessageSMS))
		// Photos (conversations_photos.go): uploaded, then sent in a message.
		api("POST /conversations/{id}/photos", s.requireUser("", s.uploadPhoto(buyerView)))
		api("DELETE /conversations/{id}/photos/{photo}", s.requireUser("", s.deletePhoto(buyerView)))
		api("GET /conversations/{id}/photos/{photo}/{size}", s.requireUser("", s.getPhoto(buyerView)))
		if s.deps.Users != nil {
			api("GET /user/events", s.requireUser("", s.userEvents))
		}
		// threads: editors too, who see only sellers' review threads
		// (staffView); the rest is for those who answer buyers.
		inbox, threads := garihaat.PermConversations, garihaat.PermReviewThreads
		admin("GET /admin/conversations", threads, s.adminInbox)
		admin("GET /admin/conversations/{id}", threads, s.getConversation(staffView))
		admin("GET /admin/conversations/{id}/messages", threads, s.auditedRead(s.listMessages(staffView)))
		admin("POST /admin/conversations/{id}/messages", threads, s.sendMessage(staffView))
		admin("POST /admin/conversations/{id}/read", threads, s.markRead(staffView))
		admin("POST /admin/conversations/{id}/photos", threads, s.uploadPhoto(staffView))
		admin("DELETE /admin/conversations/{id}/photos/{photo}", threads, s.deletePhoto(staffView))
		admin("GET /admin/conversations/{id}/photos/{photo}/{size}", threads, s.getPhoto(staffView))
		admin("POST /admin/conversations/{id}/forward", inbox, s.adminForward)
		admin("POST /admin/vehicles/{id}/thread", threads, s.reviewThread(staffView))
		api("POST /my-vehicles/{id}/thread", s.requireUser("", s.reviewThread(buyerView)))
		admin("POST /admin/conversations/{id}/assign", inbox, s.adminAssign)
		admin("POST /admin/conversations/{id}/resolve", inbox, s.adminResolve)
		s.conversationDeskRoutes(api, admin)
	}

	// Anything else under /api is a JSON 404, never the web app.
	s.mux.HandleFunc("/api/", s.apiNotFound)
	s.mux.HandleFunc("GET /media/{path...}", s.getMedia)
	s.mux.HandleFunc("GET /share/{path...}", s.getShareImage)
	s.mux.HandleFunc("GET /sitemap.xml", s.getSitemap)
	s.mux.HandleFunc("GET /sitemaps/{file}", s.getSitemapFile)
	s.mux.HandleFunc("GET /robots.txt", s.getRobots)
	s.mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("ok\n")) })
	s.mux.HandleFunc("GET /readyz", s.readyz)
	s.mux.HandleFunc("/", s.serveWeb)
}
