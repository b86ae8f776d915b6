package httpapi_test

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

func init() {
	// CSV bodies are plain text to the validator.
	openapi3filter.RegisterBodyDecoder("text/csv", func(r io.Reader, _ http.Header, _ *openapi3.SchemaRef, _ openapi3filter.EncodingFn) (any, error) {
		b, err := io.ReadAll(r)
		return string(b), err
	})
}

// upload is a multipart body with field "image" holding data.
func upload(t *testing.T, data []byte) (body, ctype string) {
	t.Helper()
	var b bytes.Buffer
	w := multipart.NewWriter(&b)
	f, err := w.CreateFormFile("image", "photo.jpg")
	if err != nil {
		t.Fatal(err)
	}
	f.Write(data)
	w.Close()
	return b.String(), w.FormDataContentType()
}

func testImage(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile("../media/testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// staffToken grants phone the role and signs it in, with the second
// factor for staff (enrolling it the first time).
func staffToken(t *testing.T, e *authEnv, s *store.Store, phone, role string) string {
	t.Helper()
	return staffTokenFrom(t, e, s, phone, role, "203.0.113.200")
}

// staffTokenFrom is staffToken signing in from the address ip (a contract
// signing in many people spreads them over addresses, as they would be).
func staffTokenFrom(t *testing.T, e *authEnv, s *store.Store, phone, role, ip string) string {
	t.Helper()
	if role == "" {
		return e.signInFrom(t, phone, ip)
	}
	if err := s.GrantRole(context.Background(), phone, role); err != nil {
		t.Fatal(err)
	}
	token := e.signInFrom(t, phone, ip)
	e.passFactor(t, token, phone)
	return token
}

// idOf is the id of the object under key in an answer, as a path segment.
func idOf(t *testing.T, m map[string]any, key string) string {
	t.Helper()
	c, _ := m[key].(map[string]any)
	if c == nil {
		t.Fatalf("no %s in %v", key, m)
	}
	return fmt.Sprint(int64(c["id"].(float64)))
}

// adminContract exercises every back-office operation and declared answer.
func adminContract(t *testing.T, do func(apiCall) (*httptest.ResponseRecorder, map[string]any), e *authEnv, s *store.Store) {
	t.Helper()
	owner := staffToken(t, e, s, "01811000001", garihaat.RoleOwner)
	buyer := staffToken(t, e, s, "01811000002", "")
	png := testImage(t, "photo.png")
	imgBody, imgType := upload(t, png)
	badBody, badType := upload(t, testImage(t, "not-an-image.jpg"))
	hugeBody, hugeType := upload(t, bytes.Repeat([]byte{0}, 11<<20))
	id := func(m map[string]any, key string) string {
		t.Helper()
		obj, _ := m[key].(map[string]any)
		if obj == nil {
			t.Fatalf("no %s in %v", key, m)
		}
		return fmt.Sprint(int64(obj["id"].(float64)))
	}
	vehicle := func(title, status string) string {
		return fmt.Sprintf(`{"title":%q,"cash_price":900000,"installment_price":1000000,"brand_id":1,"type_id":2,
			"offer_ends_at":"2026-03-20","status":%q,"bn_translation":{"title":"নতুন পিকআপ"},
			"features":{"safety":["ABS"]},"specifications":{"odometer":"১২০০"}}`, title, status)
	}

	// Every operation: 401 without a valid session, 403 for a buyer.
	ops := [][2]string{
		{"GET", "/admin/dashboard"}, {"GET", "/admin/vehicles"}, {"POST", "/admin/vehicles"},
		{"GET", "/admin/vehicles/export"}, {"POST", "/admin/vehicles/import"}, {"GET", "/admin/vehicles/1"},
		{"PUT", "/admin/vehicles/1"}, {"DELETE", "/admin/vehicles/1"}, {"POST", "/admin/vehicles/1/images"},
		{"PUT", "/admin/vehicles/1/images"}, {"DELETE", "/admin/vehicles/1/images/1"}, {"POST", "/admin/media"},
		{"GET", "/admin/offers"}, {"POST", "/admin/offers/1/win"}, {"POST", "/admin/offers/1/lose"},
		{"POST", "/admin/offers/1/purchase"}, {"GET", "/admin/audit"}, {"POST", "/admin/vehicles/bulk"},
		{"POST", "/admin/vehicles/1/duplicate"}, {"GET", "/admin/offers/export"},
	}
	for _, r := range []string{"brands", "types", "dealers", "testimonials", "faqs", "attributes"} {
		ops = append(ops, [2]string{"GET", "/admin/" + r}, [2]string{"POST", "/admin/" + r},
			[2]string{"PUT", "/admin/" + r + "/1"}, [2]string{"DELETE", "/admin/" + r + "/1"})
	}
	// A staff member signed in by SMS alone, before the second factor.
	if err := s.GrantRole(context.Background(), "01811000003", garihaat.RoleSales); err != nil {
		t.Fatal(err)
	}
	clerk := e.signIn(t, "01811000003")
	ops = append(ops, [2]string{"GET", "/admin/staff"}, [2]string{"POST", "/admin/staff/1/reset-factor"},
		[2]string{"POST", "/admin/vehicles/1/review"}, [2]string{"POST", "/admin/sellers/1/block"},
		[2]string{"GET", "/admin/finance"}, [2]string{"PUT", "/admin/finance"})
	for _, op := range ops {
		do(apiCall{method: op[0], path: op[1], token: "not-a-token", want: 401, offSpec: true})
		do(apiCall{method: op[0], path: op[1], token: buyer, want: 403, offSpec: true, lang: "en"})
		if _, m := do(apiCall{method: op[0], path: op[1], token: clerk, want: 401, offSpec: true}); m["totp_required"] != true {
			t.Fatalf("%s %s without the second factor: %v", op[0], op[1], m)
		}
	}

	// The clerk enrolls and gives a code; the owner lists and resets them.
	do(apiCall{method: "POST", path: "/auth/totp/verify", token: clerk, body: `{"code":"123456"}`, want: 409})
	do(apiCall{method: "POST", path: "/auth/totp/enroll", token: buyer, want: 403})
	do(apiCall{method: "POST", path: "/auth/totp/enroll", token: clerk, want: 403, lang: "en"})
	_, m := do(apiCall{method: "POST", path: "/auth/totp/enroll", token: clerk, body: e.linkBody(t, "01811000003"), want: 200})
	key := m["secret"].(string)
	do(apiCall{method: "POST", path: "/auth/totp/verify", token: clerk, body: `{"code":"12"}`, want: 422})
	do(apiCall{method: "POST", path: "/auth/totp/verify", token: clerk, body: fmt.Sprintf(`{"code":%q}`, e.code(t, key, 0)), want: 200})
	do(apiCall{method: "POST", path: "/auth/totp/enroll", token: clerk, want: 409})
	do(apiCall{method: "GET", path: "/admin/offers", token: clerk, want: 200})
	do(apiCall{method: "GET", path: "/admin/staff", token: clerk, want: 403})
	do(apiCall{method: "POST", path: "/admin/staff/1/enrolment-link", token: clerk, want: 403})
	_, m = do(apiCall{method: "GET", path: "/admin/staff", token: owner, want: 200})
	var clerkID, ownerID string
	for _, x := range m["staff"].([]any) {
		row := x.(map[string]any)
		switch row["phone"] {
		case "01811000003":
			clerkID = fmt.Sprint(int64(row["id"].(float64)))
		case "01811000001":
			ownerID = fmt.Sprint(int64(row["id"].(float64)))
		}
	}
	do(apiCall{method: "POST", path: "/admin/staff/" + ownerID + "/reset-factor", token: owner, want: 409})
	do(apiCall{method: "POST", path: "/admin/staff/99999/reset-factor", token: owner, want: 404})
	do(apiCall{method: "POST", path: "/admin/staff/" + clerkID + "/reset-factor", token: owner, want: 200})
	// The owner makes the reset member's set-up link; only an owner may.
	do(apiCall{method: "POST", path: "/admin/staff/" + clerkID + "/enrolment-link", token: clerk, want: 401, offSpec: true})
	do(apiCall{method: "POST", path: "/admin/staff/" + ownerID + "/enrolment-link", token: owner, want: 409})
	do(apiCall{method: "POST", path: "/admin/staff/99999/enrolment-link", token: owner, want: 404})
	if _, m := do(apiCall{method: "POST", path: "/admin/staff/" + clerkID + "/enrolment-link", token: owner, want: 200}); !strings.HasPrefix(
		m["link"].(map[string]any)["path"].(string), "/admin?enrol=") {
		t.Errorf("the set-up link: %v", m)
	}
	do(apiCall{method: "GET", path: "/admin/offers", token: clerk, want: 401})
	do(apiCall{method: "POST", path: "/auth/totp/enroll", token: "not-a-token", want: 401})
	do(apiCall{method: "POST", path: "/auth/totp/verify", token: "not-a-token", body: `{"code":"123456"}`, want: 401})
	do(apiCall{method: "POST", path: "/auth/totp/verify", token: buyer, body: `{"code":"123456"}`, want: 403})
	// Ten wrong codes of a day lock the factor.
	if err := s.GrantRole(context.Background(), "01811000004", garihaat.RoleEditor); err != nil {
		t.Fatal(err)
	}
	guesser := e.signIn(t, "01811000004")
	do(apiCall{method: "POST", path: "/auth/totp/enroll", token: guesser, body: e.linkBody(t, "01811000004"), want: 200})
	for i := 0; i < 10; i++ {
		do(apiCall{method: "POST", path: "/auth/totp/verify", token: guesser, body: `{"code":"000000"}`, want: 422})
	}
	do(apiCall{method: "POST", path: "/auth/totp/verify", token: guesser, body: `{"code":"000000"}`, want: 429})

	do(apiCall{method: "GET", path: "/admin/dashboard", token: owner, want: 200})

	// Vehicles: a quick draft, then photos, then publishing.
	_, m = do(apiCall{method: "POST", path: "/admin/vehicles", token: owner, body: vehicle("Tata Yodha Pickup", "draft"), want: 201})
	vid := id(m, "vehicle")
	do(apiCall{method: "POST", path: "/admin/vehicles", token: owner, body: `{"title":"","cash_price":0}`, want: 422, offSpec: true})
	do(apiCall{method: "GET", path: "/admin/vehicles?query=yodha&status=draft&page=1", token: owner, want: 200})
	do(apiCall{method: "GET", path: "/admin/vehicles?status=gone", token: owner, want: 422, offSpec: true})
	do(apiCall{method: "GET", path: "/admin/vehicles/" + vid, token: owner, want: 200})
	do(apiCall{method: "GET", path: "/admin/vehicles/99999", token: owner, want: 404})
	do(apiCall{method: "PUT", path: "/admin/vehicles/" + vid, token: owner, body: vehicle("Tata Yodha Pickup", "published"), want: 422})
	do(apiCall{method: "PUT", path: "/admin/vehicles/99999", token: owner, body: vehicle("X", "draft"), want: 404})

	_, m = do(apiCall{method: "POST", path: "/admin/vehicles/" + vid + "/images", token: owner, body: imgBody, ctype: imgType, want: 201})
	first := id(m, "image")
	do(apiCall{method: "POST", path: "/admin/vehicles/" + vid + "/images", token: owner, body: badBody, ctype: badType, want: 422})
	do(apiCall{method: "POST", path: "/admin/vehicles/" + vid + "/images", token: owner, body: hugeBody, ctype: hugeType, want: 413, offSpec: true})
	do(apiCall{method: "POST", path: "/admin/vehicles/99999/images", token: owner, body: imgBody, ctype: imgType, want: 404})
	for i := 1; i < store.MaxVehicleImages; i++ {
		do(apiCall{method: "POST", path: "/admin/vehicles/" + vid + "/images", token: owner, body: imgBody, ctype: imgType, want: 201})
	}
	do(apiCall{method: "POST", path: "/admin/vehicles/" + vid + "/images", token: owner, body: imgBody, ctype: imgType, want: 409})
	_, m = do(apiCall{method: "GET", path: "/admin/vehicles/" + vid, token: owner, want: 200})
	var order []string
	for _, im := range m["vehicle"].(map[string]any)["images"].([]any) {
		order = append(order, fmt.Sprint(int64(im.(map[string]any)["id"].(float64))))
	}
	reversed := make([]string, len(order))
	for i, o := range order {
		reversed[len(order)-1-i] = o
	}
	do(apiCall{method: "PUT", path: "/admin/vehicles/" + vid + "/images", token: owner, body: `{"order":[` + strings.Join(reversed, ",") + `]}`, want: 200})
	do(apiCall{method: "PUT", path: "/admin/vehicles/" + vid + "/images", token: owner, body: `{"order":[` + first + `]}`, want: 422})
	do(apiCall{method: "PUT", path: "/admin/vehicles/99999/images", token: owner, body: `{"order":[1]}`, want: 404})
	for _, im := range order[1:] {
		do(apiCall{method: "DELETE", path: "/admin/vehicles/" + vid + "/images/" + im, token: owner, want: 200})
	}
	do(apiCall{method: "DELETE", path: "/admin/vehicles/" + vid + "/images/" + order[1], token: owner, want: 404})
	_, m = do(apiCall{method: "PUT", path: "/admin/vehicles/" + vid, token: owner, body: vehicle("Tata Yodha Pickup", "published"), want: 200})
	if v := m["vehicle"].(map[string]any); v["status"] != "published" || v["product_slug"] != "tata-yodha-pickup-"+vid {
		t.Errorf("published vehicle %v", v)
	}
	if moves := fmt.Sprint(m["status_moves"]); moves != "[published draft archived]" {
		t.Errorf("status_moves of a published vehicle = %s", moves)
	}
	// Sold is reached through the offers desk only.
	_, m = do(apiCall{method: "PUT", path: "/admin/vehicles/" + vid, token: owner, body: vehicle("Tata Yodha Pickup", "sold"), want: 409})
	if errs, _ := m["errors"].(map[string]any); errs["status"] == nil {
		t.Errorf("a refused move names the status field: %v", m)
	}
	do(apiCall{method: "DELETE", path: "/admin/vehicles/" + vid + "/images/" + first, token: owner, want: 409})

	// Duplicate into a draft; move a selection, all or none.
	_, m = do(apiCall{method: "POST", path: "/admin/vehicles/" + vid + "/duplicate", token: owner, want: 201})
	cid := id(m, "vehicle")
	do(apiCall{method: "POST", path: "/admin/vehicles/99999/duplicate", token: owner, want: 404})
	bulk := func(action, ids string, want int) map[string]any {
		_, m := do(apiCall{method: "POST", path: "/admin/vehicles/bulk", token: owner, lang: "en",
			body: fmt.Sprintf(`{"action":%q,"ids":[%s]}`, action, ids), want: want, offSpec: action == "sell" || ids == ""})
		return m
	}
	if m := bulk("publish", cid+",99999", 422); m["errors"].(map[string]any)["99999"] == nil {
		t.Errorf("a refused bulk move names the vehicle: %v", m)
	}
	bulk("sell", cid, 422)
	bulk("archive", "", 422)
	if m := bulk("publish", cid, 200); m["message"] != "1 vehicles moved." {
		t.Errorf("bulk publish: %v", m)
	}
	bulk("archive", cid, 200)
	do(apiCall{method: "POST", path: "/admin/vehicles/bulk", token: owner, body: `{"action":"archive","ids":[` + strings.Repeat("1,", 1<<20) + `1]}`, want: 413, offSpec: true})
	do(apiCall{method: "GET", path: "/admin/vehicles?sort=cash_price&dir=asc&brand=1&type=2&attribute=1", token: owner, want: 200})
	do(apiCall{method: "GET", path: "/admin/vehicles?sort=price", token: owner, want: 422, offSpec: true})
	do(apiCall{method: "POST", path: "/admin/media", token: owner, body: imgBody, ctype: imgType, want: 201})
	do(apiCall{method: "POST", path: "/admin/media", token: owner, body: badBody, ctype: badType, want: 422})
	do(apiCall{method: "POST", path: "/admin/media", token: owner, body: hugeBody, ctype: hugeType, want: 413, offSpec: true})

	// CSV: export, a dry run of the export, the export imported (which
	// changes nothing: the next export is the same file, the technical
	// figures included), a bad file, a too large one.
	storetest.EditVehicle(t, s, 1, func(in *garihaat.VehicleInput) {
		in.Technical = garihaat.Technical{GVWKg: 16_200, EnginePowerHP: 180, EngineCC: 5_883, WheelbaseMM: 4_800, Axles: "4x2", Seats: 3}
	})
	rec, _ := do(apiCall{method: "GET", path: "/admin/vehicles/export", token: owner, want: 200})
	csv := rec.Body.String()
	if !strings.Contains(csv, ",16200,180,5883,4800,4x2,3\n") {
		t.Errorf("the export lacks vehicle 1's technical figures:\n%s", csv)
	}
	do(apiCall{method: "POST", path: "/admin/vehicles/import?dry_run=true", token: owner, body: csv, ctype: "text/csv", want: 200})
	if _, m := do(apiCall{method: "POST", path: "/admin/vehicles/import", token: owner, body: csv, ctype: "text/csv", want: 200}); m["report"].(map[string]any)["written"] != true {
		t.Errorf("the export imported: %v", m)
	}
	if again, _ := do(apiCall{method: "GET", path: "/admin/vehicles/export", token: owner, want: 200}); again.Body.String() != csv {
		t.Errorf("an export imported changed the catalogue:\n%s\nthen\n%s", csv, again.Body.String())
	}
	if v, err := s.AdminVehicle(context.Background(), 1); err != nil || v.Technical.GVWKg != 16_200 || v.Technical.Axles != "4x2" || v.Technical.Seats != 3 {
		t.Errorf("vehicle 1's figures after the round trip: %+v %v", v.Technical, err)
	}
	do(apiCall{method: "POST", path: "/admin/vehicles/import", token: owner, body: "title,brand\nNo type,Tata\n", ctype: "text/csv", want: 422})
	// A row's errors are named by the column and said in the clerk's language.
	badYear := "title,brand,type,cash_price,installment_price,offer_ends_at,year\nTata Ace,Tata,Truck,700000,800000,2026-04-01,20x1\n"
	for lang, want := range map[string]string{"bn": "২০২১ এর মতো একটি সাল দিন।", "en": "Must be a year like 2021."} {
		_, m := do(apiCall{method: "POST", path: "/admin/vehicles/import?dry_run=true", token: owner, lang: lang, body: badYear, ctype: "text/csv", want: 422})
		row := m["report"].(map[string]any)["rows"].([]any)[0].(map[string]any)
		if got := fmt.Sprint(row["errors"].(map[string]any)["year"]); got != "["+want+"]" {
			t.Errorf("CSV error in %s: %s", lang, got)
		}
	}
	do(apiCall{method: "POST", path: "/admin/vehicles/import", token: owner, body: strings.Repeat("x", 9<<20), ctype: "text/csv", want: 413})

	// The offers desk on a fixture vehicle with two bids.
	provenBid := func(vehicle int, phone string, amount int) {
		t.Helper()
		b := fmt.Sprintf(`{"id":%d,"selectedOption":"cash","phone":%q,"offerAmount":%d`, vehicle, phone, amount)
		do(apiCall{method: "POST", path: "/send-bid-offer", body: b + "}", want: 200})
		do(apiCall{method: "POST", path: "/send-bid-offer", body: b + `,"otp":"` + e.sms.lastCode(t, phone) + `"}`, want: 200})
	}
	provenBid(6, "01911000001", 4_400_000)
	provenBid(6, "01911000002", 4_450_000)
	_, m = do(apiCall{method: "GET", path: "/admin/offers?vehicle=6&status=ongoing", token: owner, want: 200})
	offers := m["offers"].([]any)
	if len(offers) != 2 || offers[0].(map[string]any)["offer_amount"].(float64) != 4450000 {
		t.Fatalf("offers desk %v", offers)
	}
	best, other := fmt.Sprint(offers[0].(map[string]any)["id"]), fmt.Sprint(offers[1].(map[string]any)["id"])
	_, m = do(apiCall{method: "GET", path: "/admin/offers?vehicle=6&sort=newest", token: owner, want: 200})
	if fmt.Sprint(m["offers"].([]any)[0].(map[string]any)["id"]) != best {
		t.Errorf("newest first: %v", m["offers"])
	}
	rec, _ = do(apiCall{method: "GET", path: "/admin/offers/export?vehicle=6&status=ongoing", token: owner, want: 200})
	if out := rec.Body.String(); !strings.HasPrefix(out, "\ufeffoffer_id,id_number,") || !strings.Contains(out, ",4450000,cash,01911000002,") {
		t.Errorf("offers export: %q", out)
	}
	do(apiCall{method: "GET", path: "/admin/offers/export?sort=oldest", token: owner, want: 422, offSpec: true})
	do(apiCall{method: "GET", path: "/admin/offers?status=won", token: owner, want: 422, offSpec: true})
	do(apiCall{method: "POST", path: "/admin/offers/" + best + "/win", token: owner, want: 200})
	do(apiCall{method: "POST", path: "/admin/offers/" + other + "/win", token: owner, want: 409})
	do(apiCall{method: "POST", path: "/admin/offers/" + other + "/lose", token: owner, want: 409})
	do(apiCall{method: "POST", path: "/admin/offers/99999/win", token: owner, want: 404})
	do(apiCall{method: "POST", path: "/admin/offers/99999/lose", token: owner, want: 404})
	do(apiCall{method: "POST", path: "/admin/offers/99999/purchase", token: owner, want: 404})
	do(apiCall{method: "POST", path: "/admin/offers/" + best + "/purchase", token: owner, want: 200})
	do(apiCall{method: "POST", path: "/admin/offers/" + best + "/purchase", token: owner, want: 409})
	do(apiCall{method: "POST", path: "/admin/offers/" + best + "/lose", token: owner, want: 409, lang: "en"})
	provenBid(7, "01911000003", 600_000)
	_, m = do(apiCall{method: "GET", path: "/admin/offers?vehicle=7", token: owner, want: 200})
	do(apiCall{method: "POST", path: "/admin/offers/" + fmt.Sprint(m["offers"].([]any)[0].(map[string]any)["id"]) + "/lose", token: owner, want: 200})

	// Delete: a vehicle with offers is archived, one without is gone.
	_, m = do(apiCall{method: "DELETE", path: "/admin/vehicles/7", token: owner, want: 200})
	if m["archived"] != true {
		t.Errorf("vehicle with offers: %v", m)
	}
	do(apiCall{method: "DELETE", path: "/admin/vehicles/" + vid, token: owner, want: 200})
	do(apiCall{method: "DELETE", path: "/admin/vehicles/" + vid, token: owner, want: 404})

	do(apiCall{method: "GET", path: "/admin/audit?page=1", token: owner, want: 200})
	do(apiCall{method: "GET", path: "/admin/audit?page=0", token: owner, want: 422, offSpec: true})

	// The lists.
	bodies := map[string][2]string{
		"brands":       {`{"name":"Ashok Leyland","name_bn":"অশোক লেল্যান্ড"}`, `{"name":"Tata","slug":"tata"}`},
		"types":        {`{"name":"Mini Truck","name_bn":"মিনি ট্রাক","sort_order":9}`, `{"name":"Truck","slug":"truck"}`},
		"dealers":      {`{"company":"Karim Motors","name":"Karim","phone":"01711000000"}`, ""},
		"testimonials": {`{"content":"Good service.","name":"Rafiq","rating":5}`, ""},
		"faqs":         {`{"question":"Can I pay in instalments?","answer":"Yes."}`, ""},
		"attributes":   {`{"kind":"color","name":"Green","name_bn":"সবুজ"}`, `{"kind":"color","name":"Red"}`},
	}
	for name, b := range bodies {
		do(apiCall{method: "GET", path: "/admin/" + name, token: owner, want: 200})
		_, m := do(apiCall{method: "POST", path: "/admin/" + name, token: owner, body: b[0], want: 201})
		rid := id(m, "record")
		do(apiCall{method: "POST", path: "/admin/" + name, token: owner, body: `{"name":"` + strings.Repeat("x", 300) + `"}`, want: 422})
		do(apiCall{method: "PUT", path: "/admin/" + name + "/" + rid, token: owner, body: b[0], want: 200})
		do(apiCall{method: "PUT", path: "/admin/" + name + "/" + rid, token: owner, body: `{}`, want: 422})
		do(apiCall{method: "PUT", path: "/admin/" + name + "/99999", token: owner, body: b[0], want: 404})
		if b[1] != "" {
			do(apiCall{method: "POST", path: "/admin/" + name, token: owner, body: b[1], want: 409})
			do(apiCall{method: "PUT", path: "/admin/" + name + "/" + rid, token: owner, body: b[1], want: 409})
			do(apiCall{method: "DELETE", path: "/admin/" + name + "/1", token: owner, want: 409}) // used by fixture vehicles
		}
		do(apiCall{method: "DELETE", path: "/admin/" + name + "/" + rid, token: owner, want: 200})
		do(apiCall{method: "DELETE", path: "/admin/" + name + "/" + rid, token: owner, want: 404})
	}
	do(apiCall{method: "GET", path: "/admin/attributes?kind=color", token: owner, want: 200})
	do(apiCall{method: "GET", path: "/admin/attributes?kind=size", token: owner, want: 422, offSpec: true})
}
