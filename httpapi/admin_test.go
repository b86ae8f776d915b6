package httpapi_test

import (
	"context"
	"errors"
	"fmt"
	"net/http/httptest"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"garihaat"
	"garihaat/httpapi"
	"garihaat/store"
	"garihaat/store/storetest"
)

type adminRoute struct {
	method, path string
	perm         garihaat.Permission
}

// TestAdminRoles walks every back-office route with no token, a buyer and
// each role: 401, 403, or through to the handler, as garihaat.RoleCan says;
// and what a role may read, field by field: a buyer's phone (with their
// name and amount) reaches the offers desk's roles only.
func TestAdminRoles(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		e := newAuthEnv(t, s)
		const buyerPhone = "01911000077"
		if _, err := s.PlaceBid(context.Background(), garihaat.Bid{VehicleID: 1, Option: garihaat.OptionCash, Phone: buyerPhone,
			Amount: 2_400_000}, storetest.Now); err != nil {
			t.Fatal(err)
		}
		tokens := map[string]string{"buyer": staffToken(t, e, s, "01811000010", "")}
		for i, role := range garihaat.Roles {
			tokens[role] = staffToken(t, e, s, fmt.Sprintf("0181100002%d", i), role)
		}
		routes := []adminRoute{
			{"GET", "/admin/dashboard", garihaat.PermStaff},
			{"GET", "/admin/vehicles", garihaat.PermCatalogRead},
			{"GET", "/admin/vehicles/1", garihaat.PermCatalogRead},
			{"GET", "/admin/vehicles/export", garihaat.PermCatalogRead},
			{"POST", "/admin/vehicles", garihaat.PermCatalogWrite},
			{"POST", "/admin/vehicles/import?dry_run=true", garihaat.PermCatalogWrite},
			{"PUT", "/admin/vehicles/1", garihaat.PermCatalogWrite},
			{"DELETE", "/admin/vehicles/99999", garihaat.PermCatalogWrite},
			{"POST", "/admin/vehicles/1/images", garihaat.PermCatalogWrite},
			{"PUT", "/admin/vehicles/1/images", garihaat.PermCatalogWrite},
			{"DELETE", "/admin/vehicles/1/images/99999", garihaat.PermCatalogWrite},
			{"POST", "/admin/media", garihaat.PermCatalogWrite},
			{"GET", "/admin/offers", garihaat.PermOffers},
			{"POST", "/admin/offers/99999/win", garihaat.PermOffers},
			{"POST", "/admin/offers/99999/lose", garihaat.PermOffers},
			{"POST", "/admin/offers/99999/purchase", garihaat.PermOffers},
			{"GET", "/admin/audit", garihaat.PermAudit},
			{"POST", "/admin/vehicles/bulk", garihaat.PermCatalogWrite},
			{"POST", "/admin/vehicles/99999/duplicate", garihaat.PermCatalogWrite},
			{"GET", "/admin/offers/export", garihaat.PermOffers},
			{"GET", "/admin/staff", garihaat.PermStaffManage},
			{"POST", "/admin/staff/99999/reset-factor", garihaat.PermStaffManage},
			{"POST", "/admin/staff/99999/enrolment-link", garihaat.PermStaffManage},
			{"POST", "/admin/vehicles/99999/review", garihaat.PermCatalogWrite},
			{"POST", "/admin/sellers/99999/block", garihaat.PermStaffManage},
			{"GET", "/admin/finance", garihaat.PermCatalogRead},
			{"GET", "/admin/insights", garihaat.PermCatalogRead},
			{"GET", "/admin/insights.csv", garihaat.PermCatalogRead},
			{"PUT", "/admin/finance", garihaat.PermCatalogWrite},
			{"GET", "/admin/conversations", garihaat.PermReviewThreads},
			{"GET", "/admin/conversations/99999", garihaat.PermReviewThreads},
			{"GET", "/admin/conversations/99999/messages", garihaat.PermReviewThreads},
			{"POST", "/admin/conversations/99999/messages", garihaat.PermReviewThreads},
			{"POST", "/admin/conversations/99999/read", garihaat.PermReviewThreads},
			{"POST", "/admin/conversations/99999/photos", garihaat.PermReviewThreads},
			{"DELETE", "/admin/conversations/99999/photos/1", garihaat.PermReviewThreads},
			{"GET", "/admin/conversations/99999/photos/1/card", garihaat.PermReviewThreads},
			{"POST", "/admin/conversations/99999/assign", garihaat.PermConversations},
			{"POST", "/admin/conversations/99999/resolve", garihaat.PermConversations},
			{"POST", "/admin/conversations/99999/forward", garihaat.PermConversations},
			{"POST", "/admin/vehicles/99999/thread", garihaat.PermReviewThreads},
			{"GET", "/admin/conversations/99999/publish", garihaat.PermConversations},
			{"POST", "/admin/conversations/99999/publish", garihaat.PermConversations},
			{"POST", "/admin/conversations/99999/unpublish", garihaat.PermConversations},
			{"GET", "/admin/conversations/99999/buyer", garihaat.PermConversations},
			{"POST", "/admin/conversations/99999/messages/1/release", garihaat.PermConversations},
			{"POST", "/admin/conversations/99999/block", garihaat.PermConversations},
			{"POST", "/admin/conversations/99999/unblock", garihaat.PermConversations},
			{"POST", "/admin/conversations/99999/reports/close", garihaat.PermConversations},
			{"GET", "/admin/conversations/99999/readers", garihaat.PermAudit},
			{"GET", "/admin/quick-replies", garihaat.PermConversations},
			{"POST", "/admin/quick-replies", garihaat.PermQuickReplies},
			{"PUT", "/admin/quick-replies/99999", garihaat.PermQuickReplies},
			{"DELETE", "/admin/quick-replies/99999", garihaat.PermQuickReplies},
		}
		for _, name := range []string{"brands", "types", "dealers", "testimonials", "faqs", "attributes"} {
			routes = append(routes, adminRoute{"GET", "/admin/" + name, garihaat.PermCatalogRead},
				adminRoute{"POST", "/admin/" + name, garihaat.PermCatalogWrite},
				adminRoute{"PUT", "/admin/" + name + "/99999", garihaat.PermCatalogWrite},
				adminRoute{"DELETE", "/admin/" + name + "/99999", garihaat.PermCatalogWrite})
		}
		walksEveryAdminRoute(t, routes)
		for _, rt := range routes {
			for _, who := range []string{"", "buyer", garihaat.RoleOwner, garihaat.RoleEditor, garihaat.RoleSales} {
				rec, m := e.call(t, req{method: rt.method, path: rt.path, token: tokens[who], body: "{}", lang: "en"})
				want := 0 // anything but 401 and 403
				switch {
				case who == "":
					want = 401
				case who == "buyer" || !garihaat.RoleCan(who, rt.perm):
					want = 403
				}
				what := fmt.Sprintf("%s %s as %q", rt.method, rt.path, who)
				switch {
				case want != 0 && rec.Code != want:
					t.Errorf("%s: %d, want %d", what, rec.Code, want)
				case want == 0 && (rec.Code == 401 || rec.Code == 403 || rec.Code >= 500):
					t.Errorf("%s: %d %v, want the handler's answer", what, rec.Code, m)
				case want != 0 && (m["status"] != false || m["code"] == ""):
					t.Errorf("%s: error body %v", what, m)
				}
				if sees := strings.Contains(rec.Body.String(), buyerPhone); sees && !garihaat.RoleCan(who, garihaat.PermOffers) {
					t.Errorf("%s: a buyer's phone reaches a role without the offers desk: %s", what, rec.Body)
				} else if !sees && rt.path == "/admin/dashboard" && garihaat.RoleCan(who, garihaat.PermOffers) {
					t.Errorf("%s: the offers desk's dashboard lacks the newest offer", what)
				}
			}
		}
	})
}

// walksEveryAdminRoute fails when routes.go registers a back-office route
// that routes (TestAdminRoles's walk) does not call.
func walksEveryAdminRoute(t *testing.T, routes []adminRoute) {
	t.Helper()
	src, err := os.ReadFile("routes.go")
	if err != nil {
		t.Fatal(err)
	}
	// The conversation desk's routes are registered from their own file.
	desk, err := os.ReadFile("conversations_desk.go")
	if err != nil {
		t.Fatal(err)
	}
	src = append(src, desk...)
	for _, m := range regexp.MustCompile(`admin\("(\w+) (/admin/[^"]+)"`).FindAllStringSubmatch(string(src), -1) {
		pattern := regexp.MustCompile(`^` + regexp.MustCompile(`\\\{\w+\\\}`).ReplaceAllString(regexp.QuoteMeta(m[2]), `[^/]+`) + `$`)
		if !slices.ContainsFunc(routes, func(r adminRoute) bool {
			path, _, _ := strings.Cut(r.path, "?")
			return r.method == m[1] && pattern.MatchString(path)
		}) {
			t.Errorf("%s %s is not walked by TestAdminRoles", m[1], m[2])
		}
	}
}

// TestStaffSessions: a staff session ends after 30 idle minutes and after
// 12 hours in any case; revoking the role works at once; a buyer's ends
// after a week idle.
func TestStaffSessions(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		e := newAuthEnv(t, s)
		ctx := context.Background()
		dash := func(token string) int {
			rec, _ := e.call(t, req{method: "GET", path: "/admin/dashboard", token: token})
			return rec.Code
		}
		token := staffToken(t, e, s, "01811000030", garihaat.RoleSales)
		_, m := e.call(t, req{method: "GET", path: "/user", token: token})
		if u := m["user"].(map[string]any); u["role"] != "sales" {
			t.Errorf("GET /user role %v", u["role"])
		}
		// Active every 20 minutes: still signed in after 11 hours…
		for i := 0; i < 33; i++ {
			e.clock.Advance(20 * time.Minute)
			if code := dash(token); code != 200 {
				t.Fatalf("after %d × 20 min: %d", i+1, code)
			}
		}
		// …but never past 12 hours.
		e.clock.Advance(time.Hour + time.Minute)
		if code := dash(token); code != 401 {
			t.Errorf("after 12 h: %d, want 401", code)
		}
		// Idle for 30 minutes: signed out.
		token = staffToken(t, e, s, "01811000030", garihaat.RoleSales)
		e.clock.Advance(31 * time.Minute)
		if code := dash(token); code != 401 {
			t.Errorf("after 31 idle minutes: %d, want 401", code)
		}
		// Revoked: the session ends at once.
		e.clock.Advance(2 * time.Minute) // past the send cooldown
		token = staffToken(t, e, s, "01811000030", garihaat.RoleSales)
		if code := dash(token); code != 200 {
			t.Fatalf("fresh session: %d", code)
		}
		if err := s.RevokeRole(ctx, "01811000030"); err != nil {
			t.Fatal(err)
		}
		if code := dash(token); code != 401 {
			t.Errorf("after revocation: %d, want 401", code)
		}
		// A buyer's session is not cut short: active every 6 days it lasts
		// its 30 days…
		buyer := staffToken(t, e, s, "01811000031", "")
		for day := 6; day < 30; day += 6 {
			e.clock.Advance(6 * 24 * time.Hour)
			if rec, _ := e.call(t, req{method: "GET", path: "/user", token: buyer}); rec.Code != 200 {
				t.Errorf("buyer after %d days, active: %d", day, rec.Code)
			}
		}
		// …but a week without a request ends it.
		e.clock.Advance(2 * time.Minute) // past the send cooldown
		buyer = staffToken(t, e, s, "01811000031", "")
		e.clock.Advance(7*24*time.Hour + time.Minute)
		if rec, _ := e.call(t, req{method: "GET", path: "/user", token: buyer}); rec.Code != 401 {
			t.Errorf("buyer after a week idle: %d, want 401", rec.Code)
		}
	})
}

func TestReadyz(t *testing.T) {
	for _, tc := range []struct {
		ready func(context.Context) error
		code  int
	}{{nil, 200}, {func(context.Context) error { return nil }, 200}, {func(context.Context) error { return errors.New("migrations pending") }, 503}} {
		h, err := httpapi.NewServer(httpapi.Deps{Ready: tc.ready})
		if err != nil {
			t.Fatal(err)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", "/readyz", nil))
		if rec.Code != tc.code || (tc.code == 503 && (rec.Header().Get("Retry-After") == "" || !strings.Contains(rec.Body.String(), "migrations pending"))) {
			t.Errorf("readyz: %d %q %v", rec.Code, rec.Body.String(), rec.Header())
		}
	}
}
