package main

import (
	"compress/gzip"
	"context"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// scenario is one URL (or URL pattern) wrk drives.
type scenario struct {
	Name, Title string
	Path        string // what wrk requests; for "detail" the pattern
	script      string // Lua script in bench/wrk
	scriptArgs  []string
	sampleSlug  string // detail: the slug the probe fetches
	probe       string // the concrete path the probe fetches, when Path is a pattern
}

// probePath is the concrete path fetched once to measure the response size.
func (s scenario) probePath() string {
	if s.probe != "" {
		return s.probe
	}
	if s.sampleSlug != "" {
		return "/api/v1/get-vehicle/" + url.PathEscape(s.sampleSlug)
	}
	return s.Path
}

// listPath is the exact call the all-vehicles page makes for one type and
// the 860,000–1,066,000 budget (newest first is the default sort).
const listPath = "/api/v1/get-vehicles?vehicleType=%d&predefinedBudget=860000-1066000&page=1&per_page=18"

// discoverScenarios asks the running server for the ids and names the
// scenarios need (first type, first brand) and collects the slug list, so
// the bench never hard-codes anything the seed could change.
func discoverScenarios(ctx context.Context, cfg config, base, dbName string) ([]scenario, string, error) {
	var fp struct {
		Types []struct {
			ID int64 `json:"id"`
		} `json:"types"`
		Brands []struct {
			Name string `json:"name"`
			Bn   struct {
				Name string `json:"name"`
			} `json:"bn_translation"`
		} `json:"brands"`
	}
	if err := getJSON(ctx, base+"/api/v1/get-filter-params", &fp); err != nil {
		return nil, "", err
	}
	if len(fp.Types) == 0 || len(fp.Brands) == 0 {
		return nil, "", fmt.Errorf("get-filter-params has no types or no brands")
	}
	list := fmt.Sprintf(listPath, fp.Types[0].ID)
	en := strings.ToLower(fp.Brands[0].Name)
	bn := fp.Brands[0].Bn.Name

	slugs, err := collectSlugs(ctx, base, cfg.slugs)
	if err != nil {
		return nil, "", err
	}
	slugFile, err := filepath.Abs(filepath.Join(cfg.tmp, "slugs-"+dbName+".txt"))
	if err != nil {
		return nil, "", err
	}
	if err := os.WriteFile(slugFile, []byte(strings.Join(slugs, "\n")+"\n"), 0o644); err != nil {
		return nil, "", err
	}
	logf("%s: type id %d, query %q / %q, %d slugs", dbName, fp.Types[0].ID, en, bn, len(slugs))

	// Cold HTML pages: every vehicle page once (named by the sitemap, as a
	// crawler finds them), and list pages of every type (and none) 1–50, in
	// an order no cache can follow.
	vehiclePages, err := sitemapVehiclePages(ctx, base)
	if err != nil {
		return nil, "", err
	}
	var listPages []string
	for page := 1; page <= 50; page++ {
		listPages = append(listPages, fmt.Sprintf("/all-vehicles?page=%d", page))
		for _, t := range fp.Types {
			listPages = append(listPages, fmt.Sprintf("/all-vehicles?vehicleType=%d&page=%d", t.ID, page))
		}
	}
	vehicleFile, err := writeLines(cfg, "vehicle-pages-"+dbName, shuffled(vehiclePages))
	if err != nil {
		return nil, "", err
	}
	listFile, err := writeLines(cfg, "list-pages-"+dbName, shuffled(listPages))
	if err != nil {
		return nil, "", err
	}
	var typeIDs []int64
	for _, t := range fp.Types {
		typeIDs = append(typeIDs, t.ID)
	}
	varied, err := variedScenarios(ctx, cfg, base, dbName, typeIDs, vehiclePages)
	if err != nil {
		return nil, "", err
	}

	// The ceiling comes first: ratios at each connection count use it.
	out := []scenario{
		{Name: "ceiling", Title: "GET /healthz (ceiling)", Path: "/healthz", script: "get.lua"},
		{Name: "list", Title: "list: type + budget, page 1", Path: list, script: "get.lua"},
		{Name: "list_en", Title: "list + English query " + en, Path: list + "&query=" + url.QueryEscape(en), script: "get.lua"},
		{Name: "list_bn", Title: "list + Bangla query " + bn, Path: list + "&query=" + url.QueryEscape(bn), script: "get.lua"},
		{Name: "detail", Title: fmt.Sprintf("detail by random slug (%d)", len(slugs)), Path: "/api/v1/get-vehicle/{slug}",
			script: "slugs.lua", scriptArgs: []string{slugFile}, sampleSlug: slugs[0]},
		{Name: "homepage", Title: "homepage payload", Path: "/api/v1/get-homepage", script: "get.lua"},
	}
	out = append(out, varied...)
	out = append(out, []scenario{
		{Name: "html_vehicle", Title: fmt.Sprintf("HTML vehicle page, warm (%d)", len(slugs)), Path: "/vehicle-details/{slug}",
			script: "slugs.lua", scriptArgs: []string{slugFile, "/vehicle-details/"}, probe: "/vehicle-details/" + slugs[0]},
		{Name: "html_vehicle_cold", Title: fmt.Sprintf("HTML vehicle page, cold (%d, each once)", len(vehiclePages)), Path: "/vehicle-details/{each}",
			script: "paths.lua", scriptArgs: []string{vehicleFile}, probe: vehiclePages[len(vehiclePages)-1]},
		{Name: "html_list", Title: "HTML list page, warm", Path: "/all-vehicles", script: "get.lua"},
		{Name: "html_list_cold", Title: fmt.Sprintf("HTML list page, cold (%d: type × page)", len(listPages)), Path: "/all-vehicles?vehicleType={t}&page={p}",
			script: "paths.lua", scriptArgs: []string{listFile}, probe: listPages[len(listPages)-1]},
	}...)
	return out, slugs[0], nil
}

// writeLines writes lines to a file in the bench's scratch folder and
// returns its absolute path.
func writeLines(cfg config, name string, lines []string) (string, error) {
	file, err := filepath.Abs(filepath.Join(cfg.tmp, name+".txt"))
	if err != nil {
		return "", err
	}
	return file, os.WriteFile(file, []byte(strings.Join(lines, "\n")+"\n"), 0o644)
}

// shuffled returns lines in a fixed pseudo-random order (the same every
// run, so runs compare).
func shuffled(lines []string) []string {
	out := slices.Clone(lines)
	r := rand.New(rand.NewPCG(1, 2))
	r.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// collectSlugs pages the list API (100 a page, cheapest first) until it
// has n slugs or the catalogue ends.
func collectSlugs(ctx context.Context, base string, n int) ([]string, error) {
	var slugs []string
	for page := 1; len(slugs) < n; page++ {
		var p struct {
			Products []struct {
				Slug string `json:"product_slug"`
			} `json:"products"`
			Pagination struct {
				HasMore bool `json:"has_more_pages"`
			} `json:"pagination"`
		}
		u := fmt.Sprintf("%s/api/v1/get-vehicles?per_page=100&sort=price_asc&page=%d", base, page)
		if err := getJSON(ctx, u, &p); err != nil {
			return nil, err
		}
		for _, v := range p.Products {
			if len(slugs) < n {
				slugs = append(slugs, v.Slug)
			}
		}
		if !p.Pagination.HasMore || len(p.Products) == 0 {
			break
		}
	}
	if len(slugs) == 0 {
		return nil, fmt.Errorf("the catalogue has no vehicles")
	}
	return slugs, nil
}

func getJSON(ctx context.Context, u string, v any) error {
	return get(ctx, u, func(body io.Reader) error { return json.NewDecoder(body).Decode(v) })
}

// get fetches u and hands a 200 answer's body to read.
func get(ctx context.Context, u string, read func(body io.Reader) error) error {
	req, err := http.NewRequestWithContext(ctx, "GET", u, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("GET %s: %s", u, resp.Status)
	}
	if err := read(resp.Body); err != nil {
		return fmt.Errorf("GET %s: %w", u, err)
	}
	return nil
}

// rawClient never decodes gzip, so len(body) is the bytes on the wire.
var rawClient = &http.Client{
	Timeout:   30 * time.Second,
	Transport: &http.Transport{DisableCompression: true},
}

// probe fetches a URL once, as a browser would (gzip accepted). It is also
// the first request for that URL, so FirstMs is an uncached timing — the
// wrk runs afterwards repeat the same URL and may be served from a cache.
func probe(ctx context.Context, u string) Probe {
	p := Probe{}
	req, err := http.NewRequestWithContext(ctx, "GET", u, nil)
	if err != nil {
		p.Error = err.Error()
		return p
	}
	req.Header.Set("Accept-Encoding", "gzip")
	start := time.Now()
	resp, err := rawClient.Do(req)
	if err != nil {
		p.Error = err.Error()
		return p
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	p.FirstMs = float64(time.Since(start).Microseconds()) / 1000
	if err != nil {
		p.Error = err.Error()
	}
	p.Status = resp.StatusCode
	p.ContentEncoding = resp.Header.Get("Content-Encoding")
	p.Bytes = len(body)
	p.UncompressedBytes = len(body)
	if p.ContentEncoding == "gzip" {
		if zr, err := gzip.NewReader(strings.NewReader(string(body))); err == nil {
			n, _ := io.Copy(io.Discard, zr)
			p.UncompressedBytes = int(n)
		}
	}
	if p.Status < 200 || p.Status > 299 {
		p.Error = fmt.Sprintf("status %d", p.Status)
	}
	return p
}

// sitemapVehiclePages reads /sitemap.xml (and its parts, for a large
// catalogue) and returns the path of every vehicle page in it, in Bangla.
func sitemapVehiclePages(ctx context.Context, base string) ([]string, error) {
	var pages []string
	var read func(u string) error
	read = func(u string) error {
		var doc struct {
			URLs     []string `xml:"url>loc"`
			Sitemaps []string `xml:"sitemap>loc"`
		}
		if err := get(ctx, u, func(body io.Reader) error { return xml.NewDecoder(body).Decode(&doc) }); err != nil {
			return err
		}
		for _, loc := range doc.URLs {
			if p, err := url.Parse(loc); err == nil && strings.HasPrefix(p.Path, "/vehicle-details/") && p.RawQuery == "" {
				pages = append(pages, p.Path)
			}
		}
		for _, sm := range doc.Sitemaps {
			p, err := url.Parse(sm)
			if err != nil {
				return err
			}
			if err := read(base + p.Path); err != nil {
				return err
			}
		}
		return nil
	}
	if err := read(base + "/sitemap.xml"); err != nil {
		return nil, err
	}
	if len(pages) == 0 {
		return nil, fmt.Errorf("the sitemap names no vehicle")
	}
	return pages, nil
}
