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

	"garihaat/media"
	"garihaat/media/jpegtest"
)

// AbuseResult is issue 26's measurement: what four concurrent 40-megapixel
// photo uploads cost the server in memory, and whether /healthz and the
// home page keep answering while one address holds all the event streams
// it may (and asks for more).
type AbuseResult struct {
	Uploads          int         `json:"uploads"`
	UploadStatuses   map[int]int `json:"upload_statuses"`
	UploadSeconds    float64     `json:"upload_seconds"` // until the last one answered
	UploadBaseRSSMB  float64     `json:"upload_base_rss_mb"`
	UploadPeakRSSMB  float64     `json:"upload_peak_rss_mb"`  // VmRSS sampled every 20 ms meanwhile
	UploadAfterRSSMB float64     `json:"upload_after_rss_mb"` // a second after the last answer
	// Issue 46: a 40-megapixel progressive 4:4:4 JPEG (the decoder keeps
	// every coefficient: 600 MB), one alone and four at once, against the
	// stated bound of one decode (media.MaxDecodedBytes).
	BoundMB      float64       `json:"decode_bound_mb"`
	Progressive  []UploadBurst `json:"progressive"`
	FloodAsked   int           `json:"flood_streams_asked"`
	FloodOpen    int           `json:"flood_streams_open"`
	FloodRefused int           `json:"flood_streams_refused"` // 429 with Retry-After
	HealthP50ms  float64       `json:"healthz_p50_ms"`
	HealthMaxMs  float64       `json:"healthz_max_ms"`
	HomeP50ms    float64       `json:"homepage_p50_ms"`
	HomeMaxMs    float64       `json:"homepage_max_ms"`
	Error        string        `json:"error,omitempty"`
}

// UploadBurst is n uploads of one file at once: their answers, and the
// server's RSS before and at its peak (and by how much it grew) meanwhile.
type UploadBurst struct {
	Uploads    int         `json:"uploads"`
	Statuses   map[int]int `json:"statuses"`
	Seconds    float64     `json:"seconds"`
	BaseRSSMB  float64     `json:"base_rss_mb"`
	PeakRSSMB  float64     `json:"peak_rss_mb"`
	GrowthMB   float64     `json:"growth_mb"`
	AfterRSSMB float64     `json:"after_rss_mb"` // a second after the last answer
	Within     bool        `json:"within_bound"` // growth ≤ the decode bound
}

// floodStreams is how many streams the one flooding address asks for:
// more than the server's per-address cap (256).
const floodStreams = 400

func benchAbuse(ctx context.Context, srv *server, vehicleID int64) *AbuseResult {
	res := &AbuseResult{}
	pic, err := bigJPEG()
	if err != nil {
		res.Error = err.Error()
		return res
	}
	sellers, err := benchSellers(ctx, srv, 4)
	if err != nil {
		res.Error = err.Error()
		return res
	}
	b := uploadBurst(ctx, pic, sellers)
	res.Uploads, res.UploadStatuses, res.UploadSeconds, res.UploadBaseRSSMB, res.UploadPeakRSSMB, res.UploadAfterRSSMB =
		b.Uploads, b.Statuses, b.Seconds, b.BaseRSSMB, b.PeakRSSMB, b.AfterRSSMB
	res.BoundMB = float64(media.MaxDecodedBytes) / (1 << 20)
	hostile := jpegtest.JPEG(7300, 5470, true, jpegtest.S444)
	for _, n := range []int{1, 4} {
		b := uploadBurst(ctx, hostile, sellers[:n])
		b.Within = b.GrowthMB <= res.BoundMB
		res.Progressive = append(res.Progressive, b)
		logf("abuse: %d progressive 4:4:4 40 MP JPEG(s) of %d KB at once: %v in %.2f s, RSS %.0f → peak %.0f MB (+%.0f MB; bound %.0f MB), %.0f MB after",
			n, len(hostile)>>10, b.Statuses, b.Seconds, b.BaseRSSMB, b.PeakRSSMB, b.GrowthMB, res.BoundMB, b.AfterRSSMB)
	}
	flood(ctx, srv, vehicleID, res)
	logf("abuse: %d uploads of 40 MP %v in %.1f s, RSS %.0f → peak %.0f MB, %.0f MB a second after; %d of %d streams from one address open, %d refused; "+
		"/healthz p50 %.2f ms max %.1f ms, homepage p50 %.2f ms max %.1f ms meanwhile",
		res.Uploads, res.UploadStatuses, res.UploadSeconds, res.UploadBaseRSSMB, res.UploadPeakRSSMB, res.UploadAfterRSSMB, res.FloodOpen, res.FloodAsked,
		res.FloodRefused, res.HealthP50ms, res.HealthMaxMs, res.HomeP50ms, res.HomeMaxMs)
	return res
}

// bigJPEG is a baseline 40-megapixel JPEG of a few megabytes.
func bigJPEG() ([]byte, error) {
	img := image.NewYCbCr(image.Rect(0, 0, 7296, 5472), image.YCbCrSubsampleRatio420) // 39.9 MP
	// A gradient with a little texture: a file of a few megabytes (the
	// upload limit is 10 MB) that still decodes to 40 megapixels.
	for i := range img.Y {
		x, y := i%img.YStride, i/img.YStride
		img.Y[i] = uint8(x/29 + y/22 + (x*y)%5)
	}
	var pic bytes.Buffer
	err := jpeg.Encode(&pic, img, &jpeg.Options{Quality: 70})
	return pic.Bytes(), err
}

// uploadTarget is where one seller uploads a photo: their draft's images.
type uploadTarget struct {
	srv        *server
	url, token string
}

// benchSellers signs in n sellers (each from an address of their own) and
// starts a draft for each: one user's uploads in flight are bounded (2),
// so n at once come from n users.
func benchSellers(ctx context.Context, srv *server, n int) ([]uploadTarget, error) {
	var out []uploadTarget
	for i := range n {
		ip := fmt.Sprintf("10.251.0.%d", i+1)
		token, err := signInBench(ctx, srv, fmt.Sprintf("017000001%02d", i), ip)
		if err != nil {
			return nil, err
		}
		m, err := postJSONFrom(ctx, ip, srv.base+"/api/v1/my-vehicles", token, "", `{"type_id":1,"brand_id":1}`)
		if err != nil {
			return nil, err
		}
		v, _ := m["vehicle"].(map[string]any)
		id, _ := v["id"].(float64)
		if id == 0 {
			return nil, fmt.Errorf("a seller's draft: %v", m)
		}
		out = append(out, uploadTarget{srv: srv, url: fmt.Sprintf("%s/api/v1/my-vehicles/%d/images", srv.base, int64(id)), token: token})
	}
	return out, nil
}

// uploadBurst sends pic to every target at once and samples the server's
// RSS until all answered.
func uploadBurst(ctx context.Context, pic []byte, targets []uploadTarget) UploadBurst {
	srv, n := targets[0].srv, len(targets)
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	fw, _ := mw.CreateFormFile("image", "big.jpg")
	fw.Write(pic)
	mw.Close()
	res := UploadBurst{Uploads: n, Statuses: map[int]int{}}
	res.BaseRSSMB = srv.memMB("VmRSS")
	done, stopped := make(chan struct{}), make(chan struct{})
	var peak float64
	go func() {
		defer close(stopped)
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
	for _, tg := range targets {
		wg.Go(func() {
			req, _ := http.NewRequestWithContext(ctx, "POST", tg.url, bytes.NewReader(body.Bytes()))
			req.Header.Set("Authorization", "Bearer "+tg.token)
			req.Header.Set("Content-Type", mw.FormDataContentType())
			status := 0
			if resp, err := http.DefaultClient.Do(req); err == nil {
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				status = resp.StatusCode
			}
			mu.Lock()
			res.Statuses[status]++
			mu.Unlock()
		})
	}
	wg.Wait()
	res.Seconds = time.Since(start).Seconds()
	close(done)
	<-stopped
	res.PeakRSSMB = peak
	res.GrowthMB = peak - res.BaseRSSMB
	// What is left a second after the burst: the server hands its heap
	// back once the last large upload is out (issue 46).
	time.Sleep(time.Second)
	res.AfterRSSMB = srv.memMB("VmRSS")
	return res
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
