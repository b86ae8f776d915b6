package httpapi_test

import (
	"bytes"
	"context"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// sellContract exercises every operation of a seller's listings and the
// review desk, and each declared answer: a seller lists a truck in Bangla
// digits, is refused what is not theirs or not whole, submits it, staff
// decide it, a buyer's offer reaches the seller, and the limits answer 429.
func sellContract(t *testing.T, do func(apiCall) (*httptest.ResponseRecorder, map[string]any), e *authEnv, s *store.Store) {
	t.Helper()
	ctx := context.Background()
	seller := e.signIn(t, "01712000001")
	other := e.signIn(t, "01712000002")
	owner := staffToken(t, e, s, "01812000001", garihaat.RoleOwner)
	editor := staffToken(t, e, s, "01812000002", garihaat.RoleEditor)
	imgBody, imgType := upload(t, testImage(t, "photo.png"))
	badBody, badType := upload(t, testImage(t, "not-an-image.jpg"))
	hugeBody, hugeType := upload(t, bytes.Repeat([]byte{0}, 11<<20))
	listing := `{"type_id":1,"brand_id":1,"model":"LPT 1613","year":"২০১৮","condition":"resale","odometer":"১,২০,০০০",
		"registration_number":"Dhaka Metro Ta 11-2233","registration_documents":true,"depot_location_id":5,
		"cash_price":"২২,৫০,০০০","installment_price":2600000,"description":"One owner."}`
	newListing := func(token string) string {
		t.Helper()
		_, m := do(apiCall{method: "POST", path: "/my-vehicles", token: token, body: `{"type_id":1,"brand_id":1}`, want: 201})
		return fmt.Sprint(int64(m["vehicle"].(map[string]any)["id"].(float64)))
	}
	photo := func(id string) string {
		t.Helper()
		_, m := do(apiCall{method: "POST", path: "/my-vehicles/" + id + "/images", token: seller, body: imgBody, ctype: imgType, want: 201})
		return fmt.Sprint(int64(m["image"].(map[string]any)["id"].(float64)))
	}
	mine := "/my-vehicles/"

	// Without a session every route is a 401.
	for _, c := range []apiCall{
		{method: "GET", path: "/my-vehicles"}, {method: "POST", path: "/my-vehicles", body: `{"type_id":1,"brand_id":1}`},
		{method: "GET", path: mine + "1"}, {method: "PUT", path: mine + "1", body: `{"type_id":1,"brand_id":1}`},
		{method: "DELETE", path: mine + "1"}, {method: "POST", path: mine + "1/images", body: imgBody, ctype: imgType},
		{method: "PUT", path: mine + "1/images", body: `{"order":[1]}`}, {method: "DELETE", path: mine + "1/images/1"},
		{method: "POST", path: mine + "1/submit"}, {method: "POST", path: mine + "1/withdraw"},
	} {
		c.want, c.offSpec = 401, true
		do(c)
		c.token, c.offSpec, c.lang = "not-a-token", false, "en"
		do(c)
	}

	// A draft from the first step, then the whole listing.
	id := newListing(seller)
	do(apiCall{method: "POST", path: "/my-vehicles", token: seller, body: `{"type_id":1,"brand_id":99}`, want: 422})
	do(apiCall{method: "GET", path: mine + id, token: seller, want: 200})
	do(apiCall{method: "GET", path: mine + id, token: other, want: 404, lang: "en"})
	do(apiCall{method: "PUT", path: mine + id, token: other, body: listing, want: 404})
	do(apiCall{method: "PUT", path: mine + id, token: seller, body: `{"type_id":1,"brand_id":1,"cash_price":"abc"}`, want: 422})
	_, m := do(apiCall{method: "POST", path: mine + id + "/submit", token: seller, want: 422, lang: "en"})
	if errs, _ := m["errors"].(map[string]any); errs["images"] == nil || errs["cash_price"] == nil {
		t.Errorf("submitting a first step: %v", m)
	}
	_, m = do(apiCall{method: "PUT", path: mine + id, token: seller, body: listing, want: 200})
	if v := m["vehicle"].(map[string]any); v["cash_price"] != 2_250_000.0 || v["title_bn"] != "টাটা LPT 1613 ট্রাক ২০১৮" {
		t.Errorf("the saved listing: %v", v)
	}
	first, second := photo(id), photo(id)
	do(apiCall{method: "PUT", path: mine + id + "/images", token: seller, body: `{"order":[` + second + `,` + first + `]}`, want: 200})
	do(apiCall{method: "PUT", path: mine + id + "/images", token: seller, body: `{"order":[` + second + `]}`, want: 422})
	do(apiCall{method: "PUT", path: mine + id + "/images", token: other, body: `{"order":[1]}`, want: 404})
	do(apiCall{method: "DELETE", path: mine + id + "/images/" + first, token: seller, want: 200})
	do(apiCall{method: "DELETE", path: mine + id + "/images/" + first, token: seller, want: 404})
	do(apiCall{method: "POST", path: mine + id + "/images", token: seller, body: badBody, ctype: badType, want: 422})
	do(apiCall{method: "POST", path: mine + id + "/images", token: seller, body: hugeBody, ctype: hugeType, want: 413, offSpec: true})
	do(apiCall{method: "POST", path: mine + "99999/images", token: seller, body: imgBody, ctype: imgType, want: 404})
	for range garihaat.MaxSellerPhotos - 1 {
		photo(id)
	}
	do(apiCall{method: "POST", path: mine + id + "/images", token: seller, body: imgBody, ctype: imgType, want: 409})
	_, m = do(apiCall{method: "POST", path: mine + id + "/submit", token: seller, want: 200})
	if m["vehicle"].(map[string]any)["status"] != garihaat.VehicleInReview {
		t.Errorf("submitted: %v", m)
	}
	do(apiCall{method: "POST", path: mine + id + "/submit", token: seller, want: 409})
	do(apiCall{method: "PUT", path: mine + id, token: seller, body: listing, want: 409})
	// The review desk's queue, the longest waiting first; the seller's phone
	// to an editor, not to sales.
	_, m = do(apiCall{method: "GET", path: "/admin/vehicles?status=in_review&sort=submitted_at&dir=asc", token: editor, want: 200})
	if rows := m["vehicles"].([]any); len(rows) == 0 || fmt.Sprint(rows[0].(map[string]any)["id"]) != id {
		t.Errorf("queue: %v", m["vehicles"])
	}
	_, m = do(apiCall{method: "GET", path: "/admin/vehicles/" + id, token: editor, want: 200})
	if got := m["vehicle"].(map[string]any)["seller"].(map[string]any); got["phone"] == nil || got["submitted_at"] == nil {
		t.Errorf("the editor's view of the seller: %v", got)
	}
	sales := staffToken(t, e, s, "01812000003", garihaat.RoleSales)
	_, m = do(apiCall{method: "GET", path: "/admin/vehicles/" + id, token: sales, want: 200})
	if got := m["vehicle"].(map[string]any)["seller"].(map[string]any); got["phone"] != nil {
		t.Errorf("sales sees the seller's phone: %v", got)
	}
	do(apiCall{method: "POST", path: mine + "99999/submit", token: seller, want: 404})

	// The review desk: a bad decision, one for nothing, then approval with
	// every check; a second decision is a conflict.
	review := "/admin/vehicles/" + id + "/review"
	do(apiCall{method: "POST", path: review, token: owner, body: `{"decision":"changes"}`, want: 422, lang: "en"})
	do(apiCall{method: "POST", path: "/admin/vehicles/99999/review", token: owner, body: `{"decision":"approve"}`, want: 404})
	_, m = do(apiCall{method: "POST", path: review, token: editor, want: 200,
		body: `{"decision":"approve","checks":["papers","engine_number","chassis_number","photos"]}`})
	if m["vehicle"].(map[string]any)["status"] != garihaat.VehiclePublished {
		t.Errorf("approved: %v", m)
	}
	do(apiCall{method: "POST", path: review, token: owner, body: `{"decision":"approve"}`, want: 409})
	// Buyers see who sells it: a private seller, verified on approval.
	slug := m["vehicle"].(map[string]any)["product_slug"].(string)
	_, m = do(apiCall{method: "GET", path: "/get-vehicle/" + slug, want: 200})
	if mark := m["product"].(map[string]any)["seller"].(map[string]any); mark["kind"] != garihaat.SellerPrivate || mark["verified_at"] == nil {
		t.Errorf("the public mark of a verified seller's listing: %v", mark)
	}

	// A buyer's offer reaches the seller's list; sold, it cannot be deleted.
	vid := int64(0)
	fmt.Sscan(id, &vid)
	res, err := s.PlaceBid(ctx, garihaat.Bid{VehicleID: vid, Option: garihaat.OptionCash, Phone: "01913000009", Amount: 2_000_000}, storetest.Now)
	if err != nil {
		t.Fatal(err)
	}
	// The seller's own offer is refused in their language and counted
	// nowhere (issue 46, item 5).
	_, m = do(apiCall{method: "POST", path: "/send-bid-offer", token: seller, want: 403, lang: "en",
		body: `{"id":` + id + `,"selectedOption":"cash","phone":"01712000001","offerAmount":"2100000"}`})
	if m["message"] != "You cannot make an offer on your own listing." {
		t.Errorf("the seller's own offer: %v", m)
	}
	// Two viewers open its page, one of them twice: two views, once flushed.
	// (Views count once the list index, made in the background, lists it.)
	waitListed(t, s, vid)
	for _, ip := range []string{"203.0.113.7", "203.0.113.7", "203.0.113.8"} {
		do(apiCall{method: "POST", path: "/vehicles/" + id + "/view", ip: ip, want: 204})
	}
	do(apiCall{method: "POST", path: "/vehicles/x/view", want: 404, offSpec: true})
	if err := e.views.Flush(ctx, s); err != nil {
		t.Fatal(err)
	}
	_, m = do(apiCall{method: "GET", path: "/my-vehicles", token: seller, want: 200})
	if v := m["vehicles"].([]any)[0].(map[string]any); v["total_bid"] != 1.0 || v["highest_offer"] != nil || v["verified"] == nil || v["views"] != 2.0 {
		t.Errorf("the seller's listing after an offer and two viewers: %v", v)
	}
	staff := garihaat.Actor{Phone: "01812000001", Role: garihaat.RoleOwner}
	for _, action := range []string{garihaat.ActionWin, garihaat.ActionPurchase} {
		if _, err := s.DecideOffer(ctx, staff, res.Offer.ID, action); err != nil {
			t.Fatal(err)
		}
	}
	do(apiCall{method: "DELETE", path: mine + id, token: seller, want: 409})
	do(apiCall{method: "DELETE", path: mine + "99999", token: seller, want: 404})

	// A refused listing cannot be withdrawn; a draft can, and is deleted.
	refused := newListing(seller)
	do(apiCall{method: "PUT", path: mine + refused, token: seller, body: listing, want: 200})
	photo(refused)
	do(apiCall{method: "POST", path: mine + refused + "/submit", token: seller, want: 200})
	do(apiCall{method: "POST", path: "/admin/vehicles/" + refused + "/review", token: owner, body: `{"decision":"refuse","note":"Papers do not match."}`, want: 200})
	do(apiCall{method: "POST", path: mine + refused + "/withdraw", token: seller, want: 409})
	do(apiCall{method: "POST", path: mine + "99999/withdraw", token: seller, want: 404})
	draft := newListing(seller)
	do(apiCall{method: "POST", path: mine + draft + "/withdraw", token: seller, want: 200})
	_, m = do(apiCall{method: "DELETE", path: mine + draft, token: seller, want: 200})
	if m["withdrawn"] != false {
		t.Errorf("deleting a draft: %v", m)
	}

	// The site's installment plan (issue 29): read, refused, saved (months
	// put in order), too big; a public vehicle's detail carries it.
	_, m = do(apiCall{method: "GET", path: "/admin/finance", token: editor, want: 200})
	if plan := m["plan"].(map[string]any); plan["min_down_percent"] != float64(garihaat.DefaultFinancePlan.MinDownPercent) {
		t.Errorf("the default plan: %v", plan)
	}
	do(apiCall{method: "PUT", path: "/admin/finance", token: editor, body: `{"min_down_percent":120,"months":[],"bank_rate_percent":-1}`, want: 422, offSpec: true})
	do(apiCall{method: "PUT", path: "/admin/finance", token: editor, body: `{"min_down_percent":25,"months":` + strings.Repeat(" ", 2<<20) + `[]}`, want: 413, offSpec: true})
	do(apiCall{method: "PUT", path: "/admin/finance", token: editor, body: `{"min_down_percent":25,"months":[36,12,24,12],"bank_rate_percent":12.5}`, want: 200})
	_, m = do(apiCall{method: "GET", path: "/get-vehicle/" + slug, want: 200})
	if plan := m["product"].(map[string]any)["finance"].(map[string]any); fmt.Sprint(plan["months"]) != "[12 24 36]" || plan["min_down_percent"] != 25.0 {
		t.Errorf("the vehicle's plan after the site's changed: %v", plan)
	}

	// Limits: five in review at once, ten new listings a day, 60 photos an hour, 120 changes an hour.
	for i := range garihaat.MaxSellerInReview + 1 {
		l := newListing(seller)
		do(apiCall{method: "PUT", path: mine + l, token: seller, body: listing, want: 200})
		photo(l)
		want := 200
		if i == garihaat.MaxSellerInReview {
			want = 429
		}
		do(apiCall{method: "POST", path: mine + l + "/submit", token: seller, want: want})
	}
	newListing(seller) // the tenth of the day (a deleted one counts too)
	rec, _ := do(apiCall{method: "POST", path: "/my-vehicles", token: seller, body: `{"type_id":1,"brand_id":1}`, want: 429, lang: "en"})
	if rec.Header().Get("Retry-After") == "" {
		t.Error("no Retry-After on the day's limit")
	}
	var uid int64
	if err := s.DB().QueryRow(`SELECT id FROM users WHERE phone = '01712000002'`).Scan(&uid); err != nil {
		t.Fatal(err)
	}
	otherID := newListing(other)
	for range garihaat.MaxSellerUploads {
		if _, err := s.DB().Exec(fmt.Sprintf(`INSERT INTO seller_actions (user_id, kind, at) VALUES (%d, 'upload', %d)`,
			uid, e.clock.Now().Unix())); err != nil {
			t.Fatal(err)
		}
	}
	do(apiCall{method: "POST", path: mine + otherID + "/images", token: other, body: imgBody, ctype: imgType, want: 429})
	// 120 changes an hour: saves, moves and photo changes alike.
	for range garihaat.MaxSellerSaves {
		if _, err := s.DB().Exec(fmt.Sprintf(`INSERT INTO seller_actions (user_id, kind, at) VALUES (%d, 'save', %d)`,
			uid, e.clock.Now().Unix())); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []apiCall{
		{method: "PUT", path: mine + otherID, body: listing}, {method: "DELETE", path: mine + otherID},
		{method: "PUT", path: mine + otherID + "/images", body: `{"order":[1]}`}, {method: "DELETE", path: mine + otherID + "/images/1"},
		{method: "POST", path: mine + otherID + "/submit"}, {method: "POST", path: mine + otherID + "/withdraw"},
	} {
		c.token, c.want, c.lang = other, 429, "en"
		rec, m := do(c)
		if rec.Header().Get("Retry-After") == "" || !strings.Contains(fmt.Sprint(m["message"]), "Too many changes") {
			t.Errorf("%s %s past the saves' limit: %v %v", c.method, c.path, rec.Header(), m)
		}
	}

	// An owner blocks a seller: their listings leave, they can list no more.
	do(apiCall{method: "POST", path: fmt.Sprintf("/admin/sellers/%d/block", uid), token: editor, want: 403})
	do(apiCall{method: "POST", path: "/admin/sellers/99999/block", token: owner, want: 404})
	do(apiCall{method: "POST", path: fmt.Sprintf("/admin/sellers/%d/block", uid), token: owner, want: 200})
	_, m = do(apiCall{method: "POST", path: "/my-vehicles", token: other, body: `{"type_id":1,"brand_id":1}`, want: 403, lang: "en"})
	if !strings.Contains(fmt.Sprint(m["message"]), "cannot list") {
		t.Errorf("a blocked seller's answer: %v", m)
	}
}
