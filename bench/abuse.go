package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"image"
	"image/jpeg"
	"io"
	"mime/multipart"
	"net/http"
	"strings"
	"sync"
	"time"
)

// AbuseResult is issue 26's measurement: what four concurrent 40-megapixel
// photo uploads cost the server in memory, and whether /healthz and the
// home page keep answering while one address holds all the event streams
// it may (and asks for more).
type AbuseResult struct {
	Uploads         int         `json:"uploads"`
	UploadStatuses  map[int]int `json:"upload_statuses"`
	UploadSeconds   float64     `json:"upload_seconds"` // until the last one answered
	UploadBaseRSSMB float64     `json:"upload_base_rss_mb"`
	UploadPeakRSSMB float64     `json:"upload_peak_rss_mb"` // VmRSS sampled every 20 ms meanwhile
	FloodAsked      int         `json:"flood_streams_asked"`
	FloodOpen       int         `json:"flood_streams_open"`
	FloodRefused    int         `json:"flood_streams_refused"` // 429 with Retry-After
	HealthP50ms     float64     `json:"healthz_p50_ms"`
	HealthMaxMs     float64     `json:"healthz_max_ms"`
	HomeP50ms       float64     `json:"homepage_p50_ms"`
	HomeMaxMs       float64     `json:"homepage_max_ms"`
	Error           string      `json:"error,omitempty"`
}

// floodStreams is how many streams the one flooding address asks for:
// more than the server's per-address cap (256).
const floodStreams = 400

func benchAbuse(ctx context.Context, srv *server, vehicleID int64) *AbuseResult {
	res := &AbuseResult{}
	token, err := signInStaff(ctx, srv)
	if err != nil {
		res.Error = err.Error()
		return res
	}
	if err := uploads(ctx, srv, token, 4, res); err != nil {
		res.Error = err.Error()
		return res
	}
	flood(ctx, srv, vehicleID, res)
	logf("abuse: %d uploads of 40 MP %v in %.1f s, RSS %.0f → peak %.0f MB; %d of %d streams from one address open, %d refused; "+
		"/healthz p50 %.2f ms max %.1f ms, homepage p50 %.2f ms max %.1f ms meanwhile",
		res.Uploads, res.UploadStatuses, res.UploadSeconds, res.UploadBaseRSSMB, res.UploadPeakRSSMB, res.FloodOpen, res.FloodAsked,
		res.FloodRefused, res.HealthP50ms, res.HealthMaxMs, res.HomeP50ms, res.HomeMaxMs)
	return res
}

// uploads sends n copies of a 40-megapixel JPEG at once to the back
// office's media upload and samples the server's RSS until all answered.
func uploads(ctx context.Context, srv *server, token string, n int, res *AbuseResult) error {
	img := image.NewYCbCr(image.Rect(0, 0, 7296, 5472), image.YCbCrSubsampleRatio420) // 39.9 MP
	// A gradient with a little texture: a file of a few megabytes (the
	// upload limit is 10 MB) that still decodes to 40 megapixels.
	for i := range img.Y {
		x, y := i%img.YStride, i/img.YStride
		img.Y[i] = uint8(x/29 + y/22 + (x*y)%5)
	}
	var pic bytes.Buffer
	if err := jpeg.Encode(&pic, img, &jpeg.Options{Quality: 70}); err != nil {
		return err
	}
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	fw, _ := mw.CreateFormFile("image", "big.jpg")
	fw.Write(pic.Bytes())
	mw.Close()
	res.Uploads, res.UploadStatuses = n, map[int]int{}
	res.UploadBaseRSSMB = srv.memMB("VmRSS")
	done := make(chan struct{})
	var peak float64
	go func() {
		t := time.NewTicker(20 * time.Millisecond)
		defer t.Stop()
		for {
			peak = max(peak, srv.memMB("VmRSS"))
			select {
			case <-done:
				return
			case <-t.C:
			}
		}
	}()
	start := time.Now()
	var mu sync.Mutex
	var wg sync.WaitGroup
	for range n {
		wg.Go(func() {
			req, _ := http.NewRequestWithContext(ctx, "POST", srv.base+"/api/v1/admin/media", bytes.NewReader(body.Bytes()))
			req.Header.Set("Authorization", "Bearer "+token)
			req.Header.Set("Content-Type", mw.FormDataContentType())
			status := 0
			if resp, err := http.DefaultClient.Do(req); err == nil {
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				status = resp.StatusCode
			}
			mu.Lock()
			res.UploadStatuses[status]++
			mu.Unlock()
		})
	}
	wg.Wait()
	res.UploadSeconds = time.Since(start).Seconds()
	close(done)
	res.UploadPeakRSSMB = peak
	return nil
}

// flood opens floodStreams event streams from one address and, while they
// are held, times /healthz and the home page from another.
func flood(ctx context.Context, srv *server, vehicleID int64, res *AbuseResult) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	tr := &http.Transport{MaxIdleConnsPerHost: -1, DisableCompression: true}
	defer tr.CloseIdleConnections()
	client := &http.Client{Transport: tr}
	res.FloodAsked = floodStreams
	var mu sync.Mutex
	var ready sync.WaitGroup
	ready.Add(floodStreams)
	for range floodStreams {
		go func() {
			answered := false
			defer func() {
				if !answered {
					ready.Done()
				}
			}()
			req, _ := http.NewRequestWithContext(ctx, "GET", fmt.Sprintf("%s/api/v1/vehicles/%d/events", srv.base, vehicleID), nil)
			req.Header.Set("X-Forwarded-For", "10.250.0.1") // the one flooding address
			resp, err := client.Do(req)
			if err != nil {
				return
			}
			defer resp.Body.Close()
			if resp.StatusCode == http.StatusTooManyRequests && resp.Header.Get("Retry-After") != "" {
				mu.Lock()
				res.FloodRefused++
				mu.Unlock()
				return
			}
			sc := bufio.NewScanner(resp.Body)
			for sc.Scan() {
				if strings.HasPrefix(sc.Text(), "event: state") {
					mu.Lock()
					res.FloodOpen++
					mu.Unlock()
					answered = true
					ready.Done()
					<-ctx.Done()
					return
				}
			}
		}()
	}
	waitFor(&ready, time.Minute)
	timed := func(path string, n int) (p50, worst float64) {
		var lat []time.Duration
		for range n {
			start := time.Now()
			req, _ := http.NewRequestWithContext(ctx, "GET", srv.base+path, nil)
			req.Header.Set("X-Forwarded-For", "10.251.0.1") // somebody else
			if resp, err := http.DefaultClient.Do(req); err == nil {
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
			}
			lat = append(lat, time.Since(start))
		}
		return percentileMs(lat, 0.5), percentileMs(lat, 1)
	}
	res.HealthP50ms, res.HealthMaxMs = timed("/healthz", 200)
	res.HomeP50ms, res.HomeMaxMs = timed("/api/v1/get-homepage", 50)
}
