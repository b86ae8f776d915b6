package httpapi

import (
	"bytes"
	"errors"
	"io"
	"net/http"
	"sync"
	"time"

	"garihaat"
	"garihaat/media"
)

// Uploads is how photo uploads are taken: Process turns bytes into the
// stored sizes, an upload waits at most Wait for the one decoder, one user
// has at most PerUser uploads in flight and the instance InFlight, and
// FreeMemory hands the heap back to the system after a burst of large ones.
type Uploads struct {
	Process    func([]byte) (garihaat.Photo, error)
	Wait       time.Duration
	PerUser    int
	InFlight   int
	FreeMemory func()
}

// Upload bounds (issue 46, item 4): 64 concurrent 9.8 MB uploads from one
// seller each held their body (twice: the parsed form and a copy) while
// they waited for the decoder, and took the server to 1.99 GB. The web app
// sends one photo at a time; two leave room for a second tab. The bodies
// in flight together take at most one decode's bound, so uploads hold at
// most twice media.MaxDecodedBytes whatever arrives.
const (
	uploadsPerUser  = 2
	uploadsInFlight = media.MaxDecodedBytes / media.MaxUploadBytes
	// largeUpload is a body and decode that leave enough of a heap behind
	// to be worth handing back once the burst is over.
	largeUpload = 32 << 20
)

// decodeWait is how long an upload waits for the decoder before it is
// told to try again: well inside the server's write timeout.
const decodeWait = 10 * time.Second

// uploadGate counts the uploads this instance holds in memory, by user and
// in all. Per instance by nature: what it bounds is this process's memory.
type uploadGate struct {
	mu      sync.Mutex
	perUser int
	limit   int
	byUser  map[int64]int
	total   int
	large   bool // a large upload since memory was last handed back
	free    func()
}

func newUploadGate(u Uploads) *uploadGate {
	return &uploadGate{perUser: u.PerUser, limit: u.InFlight, byUser: map[int64]int{}, free: u.FreeMemory}
}

// enter admits one more upload of user, or says why not: their own uploads
// in flight are theirs to wait for (429), everyone's are the server's (503).
func (g *uploadGate) enter(user int64) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.byUser[user] >= g.perUser {
		return &garihaat.Error{Code: garihaat.ERATELIMITED, RetryAfter: 5, Message: garihaat.MsgUploadOneAtATime}
	}
	if g.total >= g.limit {
		return &garihaat.Error{Code: garihaat.EUNAVAILABLE, RetryAfter: 5, Message: garihaat.MsgManyPhotosBeingProcessedTry}
	}
	g.byUser[user]++
	g.total++
	return nil
}

// leave ends an upload of user. The last upload out after a large one
// hands the heap back to the system (off the request: it collects first).
func (g *uploadGate) leave(user int64, large bool) {
	g.mu.Lock()
	if g.byUser[user]--; g.byUser[user] <= 0 {
		delete(g.byUser, user)
	}
	g.total--
	g.large = g.large || large
	free := g.total == 0 && g.large
	if free {
		g.large = false
	}
	g.mu.Unlock()
	if free {
		go g.free()
	}
}

// adminUpload takes a photo for the back office: takePhoto with no limit
// of its own beyond the gate's.
func (s *Server) adminUpload(w http.ResponseWriter, r *http.Request) (garihaat.Photo, error) {
	return s.takePhoto(w, r, nil)
}

// takePhoto reads the multipart field "image" of at most
// media.MaxUploadBytes and processes it. In order, each step cheaper than
// the next: the gate admits the upload, admit (the seller's limits, when
// given) counts it, the body is read, and the photo waits for the decoder.
func (s *Server) takePhoto(w http.ResponseWriter, r *http.Request, admit func() error) (garihaat.Photo, error) {
	user := currentUser(r).ID
	if err := s.uploads.enter(user); err != nil {
		s.deps.Logger.WarnContext(r.Context(), "photo upload refused: too many in flight", "user", user)
		return garihaat.Photo{}, err
	}
	var data []byte
	defer func() { s.uploads.leave(user, int64(len(data))+media.DecodeCost(data) >= largeUpload) }()
	if admit != nil {
		if err := admit(); err != nil {
			return garihaat.Photo{}, err
		}
	}
	data, err := readUpload(w, r)
	if err != nil {
		return garihaat.Photo{}, err
	}
	// One photo is decoded at a time (media.MaxDecodedBytes each): four
	// 40-megapixel uploads at once took the server to 2.16 GB and past its
	// write timeout, unanswered (issue 26). The others wait their turn,
	// for a while; then they are told to try again.
	start := time.Now()
	select {
	case s.decodes <- struct{}{}:
	case <-time.After(s.deps.Uploads.Wait):
		s.deps.Logger.WarnContext(r.Context(), "photo upload refused: decoder busy", "bytes", len(data))
		return garihaat.Photo{}, &garihaat.Error{Code: garihaat.EUNAVAILABLE, RetryAfter: 5,
			Message: garihaat.MsgManyPhotosBeingProcessedTry}
	case <-r.Context().Done():
		return garihaat.Photo{}, r.Context().Err()
	}
	p, err := s.deps.Uploads.Process(data)
	<-s.decodes
	if err != nil {
		s.deps.Logger.InfoContext(r.Context(), "photo upload refused", "bytes", len(data), "err", garihaat.ErrorMessage(err))
	} else {
		s.deps.Logger.InfoContext(r.Context(), "photo processed", "bytes", len(data), "format", p.Format,
			"took", time.Since(start).Round(time.Millisecond))
	}
	return p, err
}

// readUpload reads the file part "image" into one buffer, streamed: the
// whole body is bounded first (an oversize upload is a 413 before it is
// read into memory), and no parsed form keeps a second copy.
func readUpload(w http.ResponseWriter, r *http.Request) ([]byte, error) {
	r.Body = http.MaxBytesReader(w, r.Body, media.MaxUploadBytes+64<<10)
	tooLarge := func(err error) bool {
		var mb *http.MaxBytesError
		return errors.As(err, &mb)
	}
	choose := garihaat.FieldError("image", garihaat.MsgChooseImageFileUpload)
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, choose
	}
	for {
		part, err := mr.NextPart()
		if tooLarge(err) {
			return nil, garihaat.Errorf(garihaat.ETOOLARGE, garihaat.MsgImageFileTooLarge)
		} else if err != nil {
			return nil, choose
		}
		if part.FormName() != "image" || part.FileName() == "" {
			continue
		}
		size := min(r.ContentLength, media.MaxUploadBytes+1)
		if size < 0 {
			size = 512 << 10 // chunked: grown as it comes
		}
		buf := bytes.NewBuffer(make([]byte, 0, size))
		n, err := io.Copy(buf, io.LimitReader(part, media.MaxUploadBytes+1))
		switch {
		case tooLarge(err) || n > media.MaxUploadBytes:
			return nil, garihaat.Errorf(garihaat.ETOOLARGE, garihaat.MsgImageFileTooLarge)
		case err != nil:
			return nil, choose
		}
		return buf.Bytes(), nil
	}
}
