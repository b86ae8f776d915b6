package main

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"os"
	"slices"
	"strings"
	"sync"
	"time"
)

// DraftsResult is issue 46's first measurement ("abuse, round two:
// drafts"): the public's popular addresses — varied lists, vehicle details
// and HTML vehicle pages, 2,000 in all, each asked again and again — alone
// and then while one signed-in seller saves a draft 15 times a second.
// Before the fix every save made every cached answer stale (5,955 → 139–198
// req/s at 100,000 vehicles); the target is ≥ 0.9× of itself.
type DraftsResult struct {
	Conns     int         `json:"conns"`
	Addresses int         `json:"addresses"`
	Quiet     *Run        `json:"public_alone"`
	Loaded    *Run        `json:"public_with_drafts"`
	Ratio     float64     `json:"ratio"`
	Saves     int         `json:"saves"`         // asked
	Statuses  map[int]int `json:"save_statuses"` // 200 saved, 429 over the seller's hourly limit
	SaveP50ms float64     `json:"save_p50_ms"`   // of those answered 200
	SaveP99ms float64     `json:"save_p99_ms"`
	Error     string      `json:"error,omitempty"`
}

// draftSavesPerSecond is the measured client: 15–17 saves a second.
const draftSavesPerSecond = 15

// sellerPhone and sellerIP are the bench's seller and its address.
const (
	sellerPhone = "01700000046"
	sellerIP    = "198.51.100.46"
)

// benchDrafts finds the popular addresses among the scenarios all (the
// varied lists' and the warm detail's files) of database dbName, then runs
// them at conns for d alone and for d beside the seller's saves.
func benchDrafts(ctx context.Context, cfg config, srv *server, dbName string, all []scenario, conns int, d time.Duration) *DraftsResult {
	res := &DraftsResult{Conns: conns, Statuses: map[int]int{}}
	fail := func(err error) *DraftsResult { res.Error = err.Error(); return res }
	popular, err := popularAddresses(all)
	if err != nil {
		return fail(err)
	}
	res.Addresses = len(popular)
	file, err := writeLines(cfg, "drafts-popular-"+dbName, shuffled(popular))
	if err != nil {
		return fail(err)
	}
	sc := scenario{Name: "drafts_public", Title: "popular lists, details and pages", Path: "/{popular}", script: "paths.lua",
		scriptArgs: []string{file}}
	s, err := newDraftSaver(ctx, srv)
	if err != nil {
		return fail(err)
	}
	run := cfg
	run.duration = 3 * time.Second // the caches filled first, as a site that has run a while has them
	if _, err := runWrk(ctx, run, srv.base, sc, conns); err != nil {
		return fail(err)
	}
	run.duration = d
	if res.Quiet, err = runWrk(ctx, run, srv.base, sc, conns); err != nil {
		return fail(err)
	}
	saveCtx, stop := context.WithCancel(ctx)
	var wg sync.WaitGroup
	wg.Go(func() { s.loop(saveCtx) })
	res.Loaded, err = runWrk(ctx, run, srv.base, sc, conns)
	stop()
	wg.Wait()
	if err != nil {
		return fail(err)
	}
	res.Ratio = res.Loaded.ReqPerSec / res.Quiet.ReqPerSec
	res.Saves, res.Statuses = s.asked, s.statuses
	res.SaveP50ms, res.SaveP99ms = percentileMs(s.lat, 0.5), percentileMs(s.lat, 0.99)
	logf("%s: drafts: public %.0f req/s alone, %.0f with a draft saved %d/s (%.2f×), p99 %.1f → %.1f ms; saves %v, p99 %.1f ms",
		dbName, res.Quiet.ReqPerSec, res.Loaded.ReqPerSec, draftSavesPerSecond, res.Ratio, res.Quiet.P99ms,
		res.Loaded.P99ms, res.Statuses, res.SaveP99ms)
	return res
}

// popularAddresses is 1,000 varied lists, and 500 vehicles' details and
// HTML pages, from the files the scenarios list_varied and html_vehicle use.
func popularAddresses(all []scenario) ([]string, error) {
	file := func(name string) ([]string, error) {
		i := slices.IndexFunc(all, func(s scenario) bool { return s.Name == name })
		if i < 0 || len(all[i].scriptArgs) == 0 {
			return nil, fmt.Errorf("drafts: no %s scenario to take addresses from", name)
		}
		b, err := os.ReadFile(all[i].scriptArgs[0])
		return strings.Fields(string(b)), err
	}
	lists, err := file("list_varied")
	if err != nil {
		return nil, err
	}
	slugs, err := file("html_vehicle")
	if err != nil {
		return nil, err
	}
	out := slices.Clone(lists[:min(len(lists), 1000)])
	for _, slug := range slugs[:min(len(slugs), 500)] {
		out = append(out, "/api/v1/get-vehicle/"+slug, "/vehicle-details/"+slug)
	}
	return out, nil
}

// draftSaver is the seller: one draft, saved again and again.
type draftSaver struct {
	base, token, path string
	typeID, brandID   int64
	asked             int
	statuses          map[int]int
	lat               []time.Duration
}

// newDraftSaver signs the seller in and starts their draft.
func newDraftSaver(ctx context.Context, srv *server) (*draftSaver, error) {
	token, err := signInBench(ctx, srv, sellerPhone, sellerIP)
	if err != nil {
		return nil, err
	}
	var fp struct {
		Types  []struct{ ID int64 } `json:"types"`
		Brands []struct{ ID int64 } `json:"brands"`
	}
	if err := getJSON(ctx, srv.base+"/api/v1/get-filter-params", &fp); err != nil {
		return nil, err
	}
	if len(fp.Types) == 0 || len(fp.Brands) == 0 {
		return nil, fmt.Errorf("drafts: no type or brand to list under")
	}
	s := &draftSaver{base: srv.base, token: token, typeID: fp.Types[0].ID, brandID: fp.Brands[0].ID, statuses: map[int]int{}}
	// A new listing is 201, which postJSONFrom calls an error: the
	// listing's id in the answer says whether it was made.
	m, err := postJSONFrom(ctx, sellerIP, srv.base+"/api/v1/my-vehicles", token, "",
		fmt.Sprintf(`{"type_id":%d,"brand_id":%d}`, s.typeID, s.brandID))
	v, _ := m["vehicle"].(map[string]any)
	id, _ := v["id"].(float64)
	if id == 0 {
		return nil, fmt.Errorf("drafts: new listing: %v", err)
	}
	s.path = fmt.Sprintf("/api/v1/my-vehicles/%d", int64(id))
	return s, nil
}

// loop saves the draft draftSavesPerSecond times a second, a new model
// each time, until ctx ends.
func (s *draftSaver) loop(ctx context.Context) {
	tick := time.NewTicker(time.Second / draftSavesPerSecond)
	defer tick.Stop()
	client := &http.Client{Timeout: 10 * time.Second}
	for n := 0; ; n++ {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		body := fmt.Sprintf(`{"type_id":%d,"brand_id":%d,"model":"LPT %d"}`, s.typeID, s.brandID, 1000+n)
		req, err := http.NewRequestWithContext(ctx, "PUT", s.base+s.path, bytes.NewReader([]byte(body)))
		if err != nil {
			return
		}
		req.Header.Set("Authorization", "Bearer "+s.token)
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Forwarded-For", sellerIP)
		start := time.Now()
		resp, err := client.Do(req)
		s.asked++
		if err != nil {
			if ctx.Err() == nil {
				s.statuses[0]++
			}
			continue
		}
		resp.Body.Close()
		s.statuses[resp.StatusCode]++
		if resp.StatusCode == http.StatusOK {
			s.lat = append(s.lat, time.Since(start))
		}
	}
}

// draftsReport is the result's paragraph in the Markdown report.
func draftsReport(r *DraftsResult) string {
	if r.Error != "" {
		return fmt.Sprintf("\n**Abuse, round two: drafts FAILED:** %s\n", r.Error)
	}
	return fmt.Sprintf("\n**Abuse, round two: drafts.** %d popular addresses (varied lists, details, HTML vehicle pages) at %d "+
		"connections: %s req/s alone (p99 %s ms), %s req/s while one seller saves a draft %d times a second (p99 %s ms): "+
		"**%.2f×** (target ≥ 0.9×). Saves asked %d, answered %v (429: the seller's hourly limit), p99 %s ms.\n",
		r.Addresses, r.Conns, thousands(r.Quiet.ReqPerSec), ms(r.Quiet.P99ms), thousands(r.Loaded.ReqPerSec),
		draftSavesPerSecond, ms(r.Loaded.P99ms), r.Ratio, r.Saves, r.Statuses, ms(r.SaveP99ms))
}
