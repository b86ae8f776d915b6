package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/gorillamux"

	"garihaat"
	"garihaat/httpapi"
	"garihaat/store"
	"garihaat/store/storetest"
)

// specPath is the API contract, relative to this package.
const specPath = "../api/openapi.yaml"

// loadSpec loads and validates api/openapi.yaml.
func loadSpec(t *testing.T) (*openapi3.T, routers.Router) {
	t.Helper()
	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromFile(specPath)
	if err != nil {
		t.Fatalf("load %s: %v", specPath, err)
	}
	if err := doc.Validate(loader.Context); err != nil {
		t.Fatalf("%s is not a valid OpenAPI document: %v", specPath, err)
	}
	if doc.OpenAPI != "3.0.3" {
		t.Errorf("openapi %q, want 3.0.3", doc.OpenAPI)
	}
	router, err := gorillamux.NewRouter(doc)
	if err != nil {
		t.Fatal(err)
	}
	return doc, router
}

// specOperations returns "METHOD /path" for every operation of doc, with
// paths relative to the /api/v1 server.
func specOperations(doc *openapi3.T) []string {
	var ops []string
	for path, item := range doc.Paths.Map() {
		for method := range item.Operations() {
			ops = append(ops, method+" "+path)
		}
	}
	sort.Strings(ops)
	return ops
}

// routeRe matches one api("METHOD /path", …) or admin(…) line of routes.go.
var routeRe = regexp.MustCompile(`(?m)^\s*(?:api|admin)\("([A-Z]+) (/[^"]*)"`)

// registeredRoutes reads every /api/v1 route registered in the package's
// sources (routes.go, and a feature's own routes file such as
// conversations_desk.go), so a route added without a spec entry (or the
// reverse) fails the test.
func registeredRoutes(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range routeRe.FindAllStringSubmatch(string(src), -1) {
			out = append(out, m[1]+" "+m[2])
		}
	}
	sort.Strings(out)
	if len(out) == 0 {
		t.Fatal("no api(…) routes found in routes.go")
	}
	return out
}

func TestOpenAPISpecCoversEveryRoute(t *testing.T) {
	doc, _ := loadSpec(t)
	routes, ops := registeredRoutes(t), specOperations(doc)
	for _, r := range routes {
		if !slices.Contains(ops, r) {
			t.Errorf("route %q of routes.go is missing from %s", r, specPath)
		}
	}
	for _, o := range ops {
		if !slices.Contains(routes, o) {
			t.Errorf("operation %q of %s is not a route in routes.go", o, specPath)
		}
	}
	for _, o := range ops {
		method, path, _ := strings.Cut(o, " ")
		if op := doc.Paths.Value(path).GetOperation(method); op.OperationID == "" {
			t.Errorf("%s has no operationId (the generated client names calls after it)", o)
		}
	}
}

// specTypes maps component schemas to the Go types they describe.
var specTypes = map[string]reflect.Type{
	"AdminOffer":          reflect.TypeFor[garihaat.AdminOffer](),
	"BidState":            reflect.TypeFor[garihaat.BidState](),
	"MinOffer":            reflect.TypeFor[garihaat.MinOffer](),
	"AdminVehicleRow":     reflect.TypeFor[garihaat.AdminVehicleRow](),
	"VehicleImage":        reflect.TypeFor[garihaat.VehicleImage](),
	"AuditEntry":          reflect.TypeFor[garihaat.AuditEntry](),
	"Dashboard":           reflect.TypeFor[garihaat.Dashboard](),
	"ImportReport":        reflect.TypeFor[garihaat.ImportReport](),
	"ImportRowResult":     reflect.TypeFor[garihaat.ImportRowResult](),
	"RecordField":         reflect.TypeFor[garihaat.Field](),
	"NameBn":              reflect.TypeFor[garihaat.NameBn](),
	"Option":              reflect.TypeFor[garihaat.Option](),
	"BrandRef":            reflect.TypeFor[garihaat.BrandRef](),
	"Brand":               reflect.TypeFor[garihaat.Brand](),
	"VehicleType":         reflect.TypeFor[garihaat.VehicleType](),
	"DealerBn":            reflect.TypeFor[garihaat.DealerBn](),
	"Dealer":              reflect.TypeFor[garihaat.Dealer](),
	"TestimonialBn":       reflect.TypeFor[garihaat.TestimonialBn](),
	"Testimonial":         reflect.TypeFor[garihaat.Testimonial](),
	"FAQBn":               reflect.TypeFor[garihaat.FAQBn](),
	"FAQ":                 reflect.TypeFor[garihaat.FAQ](),
	"TitleBn":             reflect.TypeFor[garihaat.TitleBn](),
	"VehicleSummary":      reflect.TypeFor[garihaat.VehicleSummary](),
	"Specifications":      reflect.TypeFor[garihaat.Specifications](),
	"VehicleBn":           reflect.TypeFor[garihaat.VehicleBn](),
	"Vehicle":             reflect.TypeFor[garihaat.Vehicle](),
	"Homepage":            reflect.TypeFor[garihaat.Homepage](),
	"Footer":              reflect.TypeFor[garihaat.Footer](),
	"FilterParams":        reflect.TypeFor[garihaat.FilterParams](),
	"Pagination":          reflect.TypeFor[garihaat.Pagination](),
	"VehiclePage":         reflect.TypeFor[garihaat.VehiclePage](),
	"OfferProduct":        reflect.TypeFor[garihaat.OfferProduct](),
	"Offer":               reflect.TypeFor[garihaat.Offer](),
	"Bookmark":            reflect.TypeFor[garihaat.Bookmark](),
	"SavedSearch":         reflect.TypeFor[garihaat.SavedSearch](),
	"SavedSearchRequest":  reflect.TypeFor[garihaat.SavedSearchInput](),
	"StoppedAlerts":       reflect.TypeFor[garihaat.StoppedAlerts](),
	"User":                reflect.TypeFor[garihaat.User](),
	"SellerVehicle":       reflect.TypeFor[garihaat.SellerVehicle](),
	"Verification":        reflect.TypeFor[garihaat.Verification](),
	"ListingSeller":       reflect.TypeFor[garihaat.ListingSeller](),
	"SellerMark":          reflect.TypeFor[garihaat.SellerMark](),
	"PriceRating":         reflect.TypeFor[garihaat.PriceRating](),
	"FinancePlan":         reflect.TypeFor[garihaat.FinancePlan](),
	"InsightDay":          reflect.TypeFor[garihaat.InsightDay](),
	"VehicleFunnel":       reflect.TypeFor[garihaat.VehicleFunnel](),
	"DemandSearch":        reflect.TypeFor[garihaat.DemandSearch](),
	"UnmetSavedSearch":    reflect.TypeFor[garihaat.UnmetSavedSearch](),
	"FilterUse":           reflect.TypeFor[garihaat.FilterUse](),
	"Demand":              reflect.TypeFor[garihaat.Demand](),
	"Conversation":        reflect.TypeFor[garihaat.Conversation](),
	"ConversationVehicle": reflect.TypeFor[garihaat.ConversationVehicle](),
	"Message":             reflect.TypeFor[garihaat.Message](),
	// Request bodies: only the property names are compared.
	"BidRequest":        reflect.TypeFor[garihaat.BidRequest](),
	"UserUpdateRequest": reflect.TypeFor[garihaat.UserUpdateRequest](),
	"ReviewRequest":     reflect.TypeFor[garihaat.ReviewDecision](),
	"AskRequest":        reflect.TypeFor[garihaat.AskRequest](),
	"MessageRequest":    reflect.TypeFor[garihaat.MessageRequest](),
	"AssignRequest":     reflect.TypeFor[garihaat.AssignRequest](),
}

// TestOpenAPISchemasMatchGoTypes compares each component schema with the
// Go type the encoder writes: the same JSON names, required exactly when
// the field has no omitempty, nullable exactly when it is a pointer, and
// the matching JSON type. It catches drift even in fields the fixture
// leaves empty.
func TestOpenAPISchemasMatchGoTypes(t *testing.T) {
	doc, _ := loadSpec(t)
	for name, typ := range specTypes {
		ref := doc.Components.Schemas[name]
		if ref == nil || ref.Value == nil {
			t.Errorf("schema %s (Go %s) is missing", name, typ)
			continue
		}
		sc := ref.Value
		request := strings.HasSuffix(name, "Request")
		var goNames []string
		// VisibleFields includes an embedded struct's fields, which
		// encoding/json writes as the outer struct's (Vehicle's BidFields).
		for _, f := range reflect.VisibleFields(typ) {
			tag, opts, _ := strings.Cut(f.Tag.Get("json"), ",")
			if !f.IsExported() || tag == "-" || (f.Anonymous && tag == "" && f.Type.Kind() == reflect.Struct) {
				continue
			}
			if tag == "" {
				tag = f.Name
			}
			goNames = append(goNames, tag)
			prop := sc.Properties[tag]
			if prop == nil || prop.Value == nil {
				t.Errorf("%s.%s: Go field %s has no property in the spec", name, tag, f.Name)
				continue
			}
			if request {
				continue
			}
			omitEmpty := strings.Contains(opts, "omitempty") || strings.Contains(opts, "omitzero")
			if req := slices.Contains(sc.Required, tag); req == omitEmpty {
				t.Errorf("%s.%s: required=%v, but the Go field has omitempty=%v", name, tag, req, omitEmpty)
			}
			ft := f.Type
			if isPtr := ft.Kind() == reflect.Pointer; isPtr != prop.Value.Nullable {
				t.Errorf("%s.%s: nullable=%v, but the Go field is a pointer: %v", name, tag, prop.Value.Nullable, isPtr)
			}
			if ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			checkJSONType(t, name+"."+tag, ft, prop)
		}
		for p := range sc.Properties {
			if !slices.Contains(goNames, p) {
				t.Errorf("%s.%s: property has no Go field in %s", name, p, typ)
			}
		}
		if !request && (sc.AdditionalProperties.Has == nil || *sc.AdditionalProperties.Has) {
			t.Errorf("%s: response schemas set additionalProperties: false so new Go fields fail the test until the spec has them", name)
		}
	}
}

// checkJSONType checks that prop has the JSON type encoding/json writes for
// a Go value of type ft, and that struct fields refer to their own schema.
func checkJSONType(t *testing.T, what string, ft reflect.Type, prop *openapi3.SchemaRef) {
	t.Helper()
	// A nullable object is allOf its one $ref beside nullable: OpenAPI 3.0
	// ignores what stands beside a $ref.
	if prop.Ref == "" && prop.Value.Nullable && len(prop.Value.AllOf) == 1 {
		prop = prop.Value.AllOf[0]
	}
	want := ""
	switch {
	case ft == reflect.TypeFor[time.Time]():
		want = "string"
		if prop.Value.Format != "date-time" {
			t.Errorf("%s: a time.Time is format date-time, not %q", what, prop.Value.Format)
		}
	case ft.Kind() == reflect.String:
		want = "string"
	case ft.Kind() == reflect.Bool:
		want = "boolean"
	case ft.Kind() >= reflect.Int && ft.Kind() <= reflect.Uint64:
		want = "integer"
	case ft.Kind() == reflect.Slice:
		want = "array"
	case ft.Kind() == reflect.Map, ft.Kind() == reflect.Struct:
		want = "object"
		if _, ok := specTypes[ft.Name()]; ok && !strings.HasSuffix(prop.Ref, "/"+ft.Name()) {
			t.Errorf("%s: want $ref to %s, got %q", what, ft.Name(), prop.Ref)
		}
	}
	if want != "" && !prop.Value.Type.Is(want) {
		t.Errorf("%s: type %v, Go %s encodes as %s", what, prop.Value.Type, ft, want)
	}
}

// specChecker sends requests to a real server and checks every request and
// answer against the spec, recording which statuses each operation gave.
type specChecker struct {
	router routers.Router
	doc    *openapi3.T
	mu     sync.Mutex
	seen   map[string]map[int]bool // "GET /user" → statuses seen
}

func newSpecChecker(doc *openapi3.T, router routers.Router) *specChecker {
	return &specChecker{doc: doc, router: router, seen: map[string]map[int]bool{}}
}

// apiCall is one request of a scenario.
type apiCall struct {
	method, path, body    string // path below /api/v1
	token, lang, ip, etag string
	ctype                 string // the body's type; JSON when empty
	idem                  string // an Idempotency-Key
	// stream reads an event stream for this long, then hangs up.
	stream time.Duration
	want   int
	// offSpec marks a request that breaks the spec on purpose (a missing
	// token or field, a malformed filter): only the answer is checked.
	offSpec bool
}

var specOptions = &openapi3filter.Options{
	IncludeResponseStatus: true,
	MultiError:            true,
	SkipSettingDefaults:   true,
	AuthenticationFunc: func(_ context.Context, in *openapi3filter.AuthenticationInput) error {
		if in.SecuritySchemeName != "bearerAuth" {
			return fmt.Errorf("unknown security scheme %q", in.SecuritySchemeName)
		}
		if !strings.HasPrefix(in.RequestValidationInput.Request.Header.Get("Authorization"), "Bearer ") {
			return in.NewError(nil)
		}
		return nil
	},
}

// do sends c to h, checks the request (unless offSpec), the status and the
// answer against the spec, and returns the answer and its decoded body.
func (sc *specChecker) do(t *testing.T, h http.Handler, c apiCall) (*httptest.ResponseRecorder, map[string]any) {
	t.Helper()
	newReq := func() *http.Request {
		r := httptest.NewRequest(c.method, "/api/v1"+c.path, strings.NewReader(c.body))
		r.RemoteAddr = "192.0.2.1:40000"
		if c.ip != "" {
			r.RemoteAddr = c.ip + ":40000"
		}
		if c.ctype != "" {
			r.Header.Set("Content-Type", c.ctype)
		} else if c.body != "" {
			r.Header.Set("Content-Type", "application/json")
		}
		if c.token != "" {
			r.Header.Set("Authorization", "Bearer "+c.token)
		}
		if c.lang != "" {
			r.Header.Set("Accept-Language", c.lang)
		}
		if c.etag != "" {
			r.Header.Set("If-None-Match", c.etag)
		}
		if c.idem != "" {
			r.Header.Set("Idempotency-Key", c.idem)
		}
		return r // no Accept-Encoding: answers stay uncompressed
	}
	rec := httptest.NewRecorder()
	req := newReq()
	if c.stream > 0 {
		ctx, cancel := context.WithTimeout(req.Context(), c.stream)
		defer cancel()
		req = req.WithContext(ctx)
	}
	h.ServeHTTP(rec, req)
	what := fmt.Sprintf("%s %s", c.method, c.path)
	if rec.Code != c.want {
		t.Fatalf("%s: HTTP %d %s, want %d", what, rec.Code, rec.Body.String(), c.want)
	}

	vreq := newReq()
	route, params, err := sc.router.FindRoute(vreq)
	if err != nil {
		t.Fatalf("%s: not an operation of the spec: %v", what, err)
	}
	op := route.Method + " " + route.Path
	sc.mu.Lock()
	if sc.seen[op] == nil {
		sc.seen[op] = map[int]bool{}
	}
	sc.seen[op][rec.Code] = true
	sc.mu.Unlock()

	in := &openapi3filter.RequestValidationInput{Request: vreq, PathParams: params, Route: route, Options: specOptions}
	if err := openapi3filter.ValidateRequest(context.Background(), in); err != nil && !c.offSpec {
		t.Errorf("%s: request does not match the spec: %v", what, err)
	}

	if rec.Code == http.StatusNotModified {
		// openapi3filter skips 304s; check what it would have.
		if route.Operation.Responses.Status(http.StatusNotModified) == nil {
			t.Errorf("%s: 304 is not declared", what)
		}
		if rec.Body.Len() != 0 || rec.Header().Get("ETag") == "" {
			t.Errorf("%s: 304 with body %q, ETag %q", what, rec.Body.String(), rec.Header().Get("ETag"))
		}
		return rec, nil
	}
	if rec.Code == http.StatusNoContent {
		// Nothing to check but that it was declared and is empty.
		if route.Operation.Responses.Status(http.StatusNoContent) == nil || rec.Body.Len() != 0 {
			t.Errorf("%s: 204 undeclared or with body %q", what, rec.Body.String())
		}
		return rec, nil
	}
	if rec.Header().Get("Content-Type") == "image/jpeg" && rec.Code == http.StatusOK {
		// A conversation's photo: declared as such, and no JSON to check.
		if route.Operation.Responses.Status(http.StatusOK).Value.Content.Get("image/jpeg") == nil {
			t.Errorf("%s: answered image/jpeg, which the spec does not declare", what)
		}
		return rec, nil
	}
	for _, ct := range []string{"text/csv", "text/event-stream"} {
		if rec.Header().Get("Content-Type") == ct+"; charset=utf-8" && rec.Code == http.StatusOK {
			if route.Operation.Responses.Status(http.StatusOK).Value.Content.Get(ct) == nil {
				t.Errorf("%s: answered %s, which the spec does not declare", what, ct)
			}
			return rec, nil
		}
	}
	if ct := rec.Header().Get("Content-Type"); ct != "application/json; charset=utf-8" || rec.Header().Get("Content-Encoding") != "" {
		t.Errorf("%s: Content-Type %q, Content-Encoding %q", what, ct, rec.Header().Get("Content-Encoding"))
	}
	err = openapi3filter.ValidateResponse(context.Background(), &openapi3filter.ResponseValidationInput{
		RequestValidationInput: in,
		Status:                 rec.Code,
		Header:                 rec.Header(),
		Body:                   io.NopCloser(bytes.NewReader(rec.Body.Bytes())),
		Options:                specOptions,
	})
	if err != nil {
		t.Errorf("%s: HTTP %d answer does not match the spec: %v\nbody: %s", what, rec.Code, err, rec.Body.String())
	}
	var m map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &m); err != nil {
		t.Fatalf("%s: bad JSON %q", what, rec.Body.String())
	}
	if rec.Code >= 400 && (m["status"] != false || m["message"] == "" || m["code"] == "") {
		t.Errorf("%s: error body %v", what, m)
	}
	return rec, m
}

// notExercised are declared answers no scenario can produce on demand.
var notExercised = map[string]bool{
	"GET /user 404": true, // the session's user was deleted meanwhile
	"PUT /user 404": true,
	// A retry while the first request of its Idempotency-Key still runs:
	// TestIdempotentBids races them.
	"POST /send-bid-offer 409": true,
	// Only a second deletion racing the first reaches the store after its
	// session passed: the first ends every session.
	"DELETE /account 404": true,
	// The stream slots' limit, shared with the vehicles' streams:
	// TestStreamLimits fills them.
	"GET /user/events 429": true,
}

// checkCoverage fails unless every declared status of every operation was
// seen, apart from 500s and notExercised.
func (sc *specChecker) checkCoverage(t *testing.T) {
	t.Helper()
	for _, o := range specOperations(sc.doc) {
		method, path, _ := strings.Cut(o, " ")
		if len(sc.seen[o]) == 0 {
			t.Errorf("operation %s was never exercised", o)
			continue
		}
		for code := range sc.doc.Paths.Value(path).GetOperation(method).Responses.Map() {
			n, err := strconv.Atoi(code)
			if err != nil || n == 500 || notExercised[o+" "+code] {
				continue
			}
			if !sc.seen[o][n] {
				t.Errorf("%s: declared answer %d was never exercised", o, n)
			}
		}
	}
}

// TestOpenAPIContract drives a scenario for every operation of the spec
// against a real server and store and checks every request and answer.
func TestOpenAPIContract(t *testing.T) {
	doc, router := loadSpec(t)
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		e := newAuthEnv(t, s)
		sc := newSpecChecker(doc, router)
		do := func(c apiCall) (*httptest.ResponseRecorder, map[string]any) {
			t.Helper()
			return sc.do(t, e.h, c)
		}

		// The cached catalogue answers, then a conditional request for each.
		var filters map[string]any
		if _, m := do(apiCall{method: "GET", path: "/districts", want: 200}); len(m["districts"].([]any)) != 64 {
			t.Errorf("GET /districts: %d districts", len(m["districts"].([]any)))
		}
		for _, p := range []string{
			"/get-footers-data", "/get-homepage", "/get-brands", "/get-categories-types",
			"/get-filter-params", "/get-faqs", "/get-vehicles",
		} {
			rec, m := do(apiCall{method: "GET", path: p, want: 200})
			do(apiCall{method: "GET", path: p, etag: rec.Header().Get("ETag"), want: 304, lang: "en"})
			if p == "/get-filter-params" {
				filters = m
			}
		}
		firstID := func(key string) int64 {
			list, _ := filters[key].([]any)
			if len(list) == 0 {
				t.Fatalf("filter params %s empty: %v", key, filters)
			}
			return int64(list[0].(map[string]any)["id"].(float64))
		}

		// get-vehicles with every parameter.
		for _, q := range []string{
			"?vehicleType=1,2&vehicleBrand=1,2,3&predefinedBudget=660000-860000&predefinedBudget=1666000-&priceType=installment&sort=price_desc&per_page=2&page=2",
			fmt.Sprintf("?color=%d&fuelType=%d&depoLocation=%d&minBudget=600000&maxBudget=3000000&priceType=cash&sort=price_asc",
				firstID("colors"), firstID("fuelTypes"), firstID("dep_loc")),
			"?query=Tata&brandSlug=tata&sort=newest&page=1&per_page=18",
			"?condition=new,reconditioned&minYear=2015&maxYear=2026",
			"?predefinedBudget=860000-1066000,1066000-1666000&per_page=100",
			"?page=99", // past the end: pagination from/to are null
		} {
			_, m := do(apiCall{method: "GET", path: "/get-vehicles" + q, want: 200})
			if q == "?page=99" {
				if p := m["pagination"].(map[string]any); p["from"] != nil || p["to"] != nil {
					t.Errorf("empty page pagination %v", p)
				}
			} else if len(m["products"].([]any)) == 0 {
				t.Errorf("get-vehicles%s: no products; pick a query that checks some", q)
			}
		}
		_, m := do(apiCall{method: "GET", path: "/get-vehicles?priceType=bogus&page=0&predefinedBudget=abc&vehicleType=x&condition=used&minYear=1900", want: 422, lang: "en", offSpec: true})
		for _, f := range []string{"priceType", "page", "predefinedBudget", "vehicleType", "condition", "minYear"} {
			if errs, _ := m["errors"].(map[string]any); errs[f] == nil {
				t.Errorf("get-vehicles 422: no error for %s: %v", f, m)
			}
		}
		do(apiCall{method: "GET", path: "/get-vehicles?minBudget=900000&maxBudget=800000", want: 422})

		// A forgiven search says so; suggestions while typing, in the caller's language.
		if _, fm := do(apiCall{method: "GET", path: "/get-vehicles?query=tatta", want: 200}); fm["search"] == nil ||
			len(fm["products"].([]any)) == 0 {
			t.Errorf("get-vehicles?query=tatta: %v", fm)
		}
		for lang, want := range map[string]string{"en": "Tata", "bn": "টাটা"} {
			_, sm := do(apiCall{method: "GET", path: "/search-suggestions?q=" + url.QueryEscape("ta"), want: 200, lang: lang})
			if list := sm["suggestions"].([]any); len(list) == 0 || list[0].(map[string]any)["label"] != want {
				t.Errorf("suggestions for ta in %s: %v", lang, sm)
			}
		}
		if _, sm := do(apiCall{method: "GET", path: "/search-suggestions?q=t", want: 200}); len(sm["suggestions"].([]any)) != 0 {
			t.Errorf("one letter suggested %v", sm)
		}
		do(apiCall{method: "GET", path: "/search-suggestions?q=" + strings.Repeat("x", 101), want: 422, offSpec: true})
		sr, _ := do(apiCall{method: "GET", path: "/search-suggestions?q=hi", want: 200, lang: "en"})
		do(apiCall{method: "GET", path: "/search-suggestions?q=hi", etag: sr.Header().Get("ETag"), want: 304, lang: "en"})
		if sr.Header().Values("Vary") == nil || !strings.Contains(strings.Join(sr.Header().Values("Vary"), ","), "Accept-Language") {
			t.Errorf("suggestions Vary %q", sr.Header().Values("Vary"))
		}

		// Vehicle detail.
		rec, m := do(apiCall{method: "GET", path: "/get-vehicle/tata-lpt-1613-1", want: 200})
		do(apiCall{method: "GET", path: "/get-vehicle/tata-lpt-1613-1", etag: rec.Header().Get("ETag"), want: 304})
		if len(m["relatedProducts"].([]any)) == 0 {
			t.Error("no related products to check")
		}
		do(apiCall{method: "GET", path: "/get-vehicle/no-such-vehicle", want: 404, lang: "en"})
		do(apiCall{method: "GET", path: "/get-vehicle/tata-407-2", token: "not-a-token", want: 200})

		// Sign-in.
		const phone = "01711222333"
		do(apiCall{method: "POST", path: "/auth/send-otp", body: `{"phone_number":"` + phone + `"}`, want: 200})
		rec, _ = do(apiCall{method: "POST", path: "/auth/send-otp", body: `{"phone_number":"` + phone + `"}`, want: 429, lang: "en"})
		if ra, err := strconv.Atoi(rec.Header().Get("Retry-After")); err != nil || ra < 1 {
			t.Errorf("429 Retry-After %q", rec.Header().Get("Retry-After"))
		}
		do(apiCall{method: "POST", path: "/auth/send-otp", body: `{"phone_number":"12345"}`, want: 422})
		do(apiCall{method: "POST", path: "/auth/send-otp", body: `{}`, want: 422, offSpec: true})
		e.sms.setFail(true)
		do(apiCall{method: "POST", path: "/auth/send-otp", body: `{"phone_number":"01811222333"}`, want: 503})
		e.sms.setFail(false)

		code := e.sms.lastCode(t, phone)
		n, _ := strconv.Atoi(code)
		wrong := fmt.Sprintf("%04d", (n+1)%10000)
		do(apiCall{method: "POST", path: "/auth/verify-otp", body: `{"phone_number":"` + phone + `","otp":"` + wrong + `"}`, want: 422})
		do(apiCall{method: "POST", path: "/auth/verify-otp", body: `{"phone_number":"` + phone + `","otp":"12"}`, want: 422, lang: "en"})
		_, m = do(apiCall{method: "POST", path: "/auth/verify-otp", body: `{"phone_number":"` + phone + `","otp":"` + code + `"}`, want: 200})
		token := m["token"].(string)
		// Ten failures lock a phone.
		for i := range 11 {
			want := 422
			if i == 10 {
				want = 429
			}
			do(apiCall{method: "POST", path: "/auth/verify-otp", body: `{"phone_number":"01911222333","otp":"0000"}`, ip: "198.51.100.7", want: want})
		}
		// A server without sign-in answers 503.
		noAuth, err := httpapi.NewServer(httpapi.Deps{Catalog: storetest.Catalog(s), Bids: s, Media: s, Account: s, Now: e.clock.Now})
		if err != nil {
			t.Fatal(err)
		}
		sc.do(t, noAuth, apiCall{method: "POST", path: "/auth/send-otp", body: `{"phone_number":"01711222444"}`, want: 503})
		sc.do(t, noAuth, apiCall{method: "POST", path: "/auth/verify-otp", body: `{"phone_number":"01711222444","otp":"1234"}`, want: 503})

		// Bids: a visitor proves the phone with a code, a retry is answered
		// once, a signed-in bid with Bengali digits needs none; a closed
		// window, a low amount, missing fields, too many attempts.
		bid := `{"id":1,"selectedOption":"cash","phone":"01911000111","offerAmount":2400000`
		_, m = do(apiCall{method: "POST", path: "/send-bid-offer", body: bid + `}`, want: 200})
		if m["status"] != false || m["verification_required"] != true {
			t.Errorf("visitor bid without a code: %v", m)
		}
		proven := bid + `,"otp":"` + e.sms.lastCode(t, "01911000111") + `"}`
		_, m = do(apiCall{method: "POST", path: "/send-bid-offer", body: proven, idem: "submission-1", want: 200})
		if m["status"] != true || m["token"] == nil || m["state"].(map[string]any)["total_bid"] != 1.0 {
			t.Errorf("proven bid: %v", m)
		}
		rec, m = do(apiCall{method: "POST", path: "/send-bid-offer", body: proven, idem: "submission-1", want: 200})
		if rec.Header().Get("Idempotent-Replayed") != "true" || m["token"] != nil || m["state"].(map[string]any)["total_bid"] != 1.0 {
			t.Errorf("replayed bid: %v %v", rec.Header(), m)
		}
		// The same key with another amount is refused, never answered with the first offer's receipt.
		other := strings.Replace(proven, "2400000", "2450000", 1)
		rec, m = do(apiCall{method: "POST", path: "/send-bid-offer", body: other, idem: "submission-1", want: 422})
		if rec.Header().Get("Idempotent-Replayed") != "" || m["errors"].(map[string]any)["Idempotency-Key"] == nil {
			t.Errorf("the key with another amount: %v %v", rec.Header(), m)
		}
		do(apiCall{method: "POST", path: "/send-bid-offer", token: token, lang: "en",
			body: `{"id":"2","selectedOption":"installments","phone":"০১৭১১-২২২৩৩৩","offerAmount":"১১,৫০,০০০"}`, want: 200})
		do(apiCall{method: "POST", path: "/send-bid-offer", body: `{"id":5,"selectedOption":"cash","phone":"01911000111","offerAmount":1000000}`, want: 422})
		do(apiCall{method: "POST", path: "/send-bid-offer", body: `{"selectedOption":"card"}`, want: 422, offSpec: true})
		for range 4 { // a visitor naming this phone, below the floor: the address pays, not the phone
			_, m = do(apiCall{method: "POST", path: "/send-bid-offer", body: `{"id":1,"selectedOption":"cash","phone":"01911000111","offerAmount":1000}`, want: 422, lang: "en"})
			if fmt.Sprint(m["errors"]) != "map[offerAmount:[The offer must be at least ৳12,50,000.]]" {
				t.Errorf("below the floor: %v", m)
			}
		}
		for range 5 { // the signed-in buyer's own attempts 2 to 6 on vehicle 2, below the floor
			do(apiCall{method: "POST", path: "/send-bid-offer", token: token, body: `{"id":2,"selectedOption":"installments","phone":"` + phone + `","offerAmount":1000}`, want: 422})
		}
		rec, m = do(apiCall{method: "POST", path: "/send-bid-offer", token: token, lang: "en",
			body: `{"id":2,"selectedOption":"installments","phone":"` + phone + `","offerAmount":1200000}`, want: 429})
		if rec.Header().Get("Retry-After") == "" || m["message"] != "You have sent many offers on this vehicle. Please wait before sending another." {
			t.Errorf("7th attempt on one vehicle: %v %v", rec.Header(), m)
		}
		sc.do(t, noAuth, apiCall{method: "POST", path: "/send-bid-offer", body: `{"id":3,"selectedOption":"cash","phone":"01911000112","offerAmount":700000}`, want: 503})

		// The live state of a vehicle as an event stream.
		rec, _ = do(apiCall{method: "GET", path: "/vehicles/1/events", stream: 200 * time.Millisecond, want: 200})
		if !strings.Contains(rec.Body.String(), "event: state\ndata: {\"total_bid\":1,\"highest_offer\":null") {
			t.Errorf("event stream %q", rec.Body.String())
		}
		do(apiCall{method: "GET", path: "/vehicles/99999/events", want: 404})

		// Account.
		_, m = do(apiCall{method: "GET", path: "/user", token: token, want: 200})
		if u := m["user"].(map[string]any); u["total_offers"] != 1.0 {
			t.Errorf("user %v: want the signed-in bid counted", u)
		}
		do(apiCall{method: "PUT", path: "/user", token: token, lang: "en",
			body: `{"name":"Rahim Uddin","yourself":"Transport business","phone":"` + phone + `","address":"Tejgaon, Dhaka"}`, want: 200})
		do(apiCall{method: "PUT", path: "/user", token: token, body: `{"address":null}`, want: 200})
		do(apiCall{method: "PUT", path: "/user", token: token, body: `{"phone":"01811222333"}`, want: 422})

		_, m = do(apiCall{method: "GET", path: "/offers", token: token, want: 200})
		if len(m["offers"].([]any)) != 1 {
			t.Errorf("offers %v", m)
		}
		do(apiCall{method: "GET", path: "/purchase-offers", token: token, want: 200})
		if _, err := s.DB().Exec(`UPDATE offers SET status = 'purchase'`); err != nil {
			t.Fatal(err)
		}
		_, m = do(apiCall{method: "GET", path: "/purchase-offers", token: token, want: 200})
		if len(m["offers"].([]any)) != 1 {
			t.Errorf("purchase offers %v", m)
		}

		// Bookmarks.
		do(apiCall{method: "GET", path: "/bookmarks", token: token, want: 200})
		_, m = do(apiCall{method: "POST", path: "/toggle-bookmark", token: token, body: `{"id":3}`, want: 200})
		if m["isBookmarked"] != true {
			t.Errorf("toggle %v", m)
		}
		_, m = do(apiCall{method: "GET", path: "/get-vehicle/mahindra-bolero-3", token: token, want: 200})
		if m["isBookmarked"] != true {
			t.Errorf("detail isBookmarked %v", m["isBookmarked"])
		}
		do(apiCall{method: "POST", path: "/toggle-bookmark", token: token, body: `{"id":"4"}`, want: 200})
		_, m = do(apiCall{method: "POST", path: "/toggle-bookmark", token: token, body: `{"id":4}`, want: 200, lang: "en"})
		if m["isBookmarked"] != false {
			t.Errorf("second toggle %v", m)
		}
		do(apiCall{method: "POST", path: "/toggle-bookmark", token: token, body: `{"id":9999}`, want: 404})
		do(apiCall{method: "POST", path: "/toggle-bookmark", token: token, body: `{"id":"abc"}`, want: 422})
		_, m = do(apiCall{method: "GET", path: "/bookmarks", token: token, want: 200})
		bms := m["bookmarks"].([]any)
		if len(bms) != 1 {
			t.Fatalf("bookmarks %v", m)
		}
		bm := fmt.Sprint(int64(bms[0].(map[string]any)["id"].(float64)))
		do(apiCall{method: "DELETE", path: "/bookmarks/" + bm, token: token, want: 200})
		do(apiCall{method: "DELETE", path: "/bookmarks/" + bm, token: token, want: 404, lang: "en"})

		// Without a session every account route is a 401: no token at all
		// breaks the spec's security requirement, a bad one does not.
		for _, c := range []apiCall{
			{method: "GET", path: "/user"},
			{method: "PUT", path: "/user", body: `{"name":"x"}`},
			{method: "GET", path: "/offers"},
			{method: "GET", path: "/purchase-offers"},
			{method: "GET", path: "/bookmarks"},
			{method: "DELETE", path: "/bookmarks/1"},
			{method: "POST", path: "/toggle-bookmark", body: `{"id":1}`},
			{method: "POST", path: "/logout"},
		} {
			c.want = 401
			c.offSpec = true
			do(c)
			c.token, c.offSpec, c.lang = "not-a-token", false, "en"
			do(c)
		}

		// Logout ends the session.
		do(apiCall{method: "POST", path: "/logout", token: token, want: 200})
		do(apiCall{method: "GET", path: "/user", token: token, want: 401})
		do(apiCall{method: "POST", path: "/logout", token: token, want: 401})

		adminContract(t, do, e, s)
		sellContract(t, do, e, s)
		savedContract(t, do, e, s)
		insightsContract(t, do, e, s)
		conversationContract(t, do, e, s)
		reviewThreadContract(t, do, e, s)
		conversationDeskContract(t, do, e, s)
		conversationPhotosContract(t, do, e, s)
		photoStorageContract(t, sc, e, s)
		accountDeletionContract(t, do, e, s)
		sc.checkCoverage(t)
	})
}
