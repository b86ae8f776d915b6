// Package httpapi is the HTTP face of Garihaat: the JSON API under /api/v1,
// the demo and uploaded media under /media/, and the embedded web app.
package httpapi

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net/http"
	"net/netip"
	"runtime/debug"
	"time"

	"garihaat"
	"garihaat/insights"
	"garihaat/media"
	"garihaat/metrics"
	"garihaat/seo"
	"garihaat/stored"
	"garihaat/views"
)

// MediaStore reads files served under /media/ (store.Catalog, wherever
// the files live: the database or object storage).
type MediaStore interface {
	// OpenMedia describes the file at path and opens its body to stream;
	// ENOTFOUND when there is none.
	OpenMedia(ctx context.Context, path string) (media.Info, io.ReadCloser, error)
	// StatMedia describes the file at path (a conditional request needs
	// no body); ENOTFOUND when there is none.
	StatMedia(ctx context.Context, path string) (media.Info, error)
	// Media returns the content type and whole body stored at path (a
	// share image's source); ENOTFOUND when there is none.
	Media(ctx context.Context, path string) (contentType string, body []byte, err error)
	// SaveDerivedMedia stores a file made from other media (a share
	// image) at path unless one is there already.
	SaveDerivedMedia(ctx context.Context, path, contentType string, body []byte) error
}

// Catalog is what the server reads the catalogue through: the domain's
// service and the versions and stamps its answer cache is checked against.
type Catalog interface {
	garihaat.CatalogService
	stored.Stamps
}

// Deps are the services and settings the server needs.
type Deps struct {
	Catalog Catalog
	Bids    garihaat.BidService
	Media   MediaStore
	// Web is the built web app (index.html and assets/); nil serves only the API.
	Web fs.FS
	// Email is the contact address the web app shows in header and footer.
	Email string
	// PublicURL is the site's address as visitors see it
	// (https://garihaat.com.bd), for absolute links in page heads and the
	// sitemap; empty: the scheme and host each request came in with.
	PublicURL string
	// MediaURL, when set, is where the media files are public (a CDN or
	// public bucket, issue 47): /media/<path> redirects to MediaURL/<path>.
	MediaURL string
	// Texts are the web app's translations, for the pages' heads and
	// first paints.
	Texts seo.Texts
	// Sitemap lists the published vehicles; nil answers /sitemap.xml 404.
	Sitemap garihaat.SitemapSource
	Logger  *slog.Logger
	// Now is the clock; nil means time.Now.
	Now func() time.Time
	// Auth signs users in and resolves session tokens; nil disables sign-in.
	Auth garihaat.AuthService
	// Factors is staff members' second factor; Staff lists them for the
	// owner. nil Factors answers the second-factor routes 404.
	Factors garihaat.FactorService
	Staff   garihaat.StaffStore
	// Account serves the signed-in user's data.
	Account garihaat.AccountService
	// Searches keeps saved searches and follows their alert links; nil
	// answers them 404.
	Searches garihaat.SavedSearchService
	// Sellers serves a signed-in person's own listings; nil answers them 404.
	Sellers garihaat.SellerService
	// TrustedProxies are the reverse proxies whose X-Forwarded-For is
	// believed when finding the client IP for rate limits; empty trusts none.
	TrustedProxies []netip.Prefix
	// BackOffice and Images serve the staff's back office under
	// /api/v1/admin/; nil answers its routes with 404.
	BackOffice garihaat.BackOffice
	Images     ImageStore
	// Broker carries bid states to event streams; nil answers them 404.
	Broker garihaat.Broker
	// Conversations keeps buyers' conversations with the dealer; nil
	// answers their routes 404. Users carries their events to the users'
	// own streams (nil: no /user/events); ConversationLimits bound what a
	// buyer writes (zero values switch a limit off).
	Conversations      garihaat.ConversationService
	Users              garihaat.UserBroker
	ConversationLimits garihaat.ConversationLimits
	// StreamLimits bound the event streams held; zero: DefaultStreamLimits.
	StreamLimits StreamLimits
	// DeleteLimits bound account deletions; zero values switch one off.
	DeleteLimits garihaat.DeleteLimits
	// BidLimits bound bid attempts; zero values switch a limit off.
	BidLimits garihaat.BidLimits
	// Done is closed when the server begins to stop: event streams end
	// then, so a drain is not held up by clients that never hang up.
	Done <-chan struct{}
	// Ready reports whether the instance can take traffic (/readyz); nil
	// means always.
	Ready func(ctx context.Context) error
	// Metrics counts requests, cache hits, streams and refusals; nil
	// counts nothing.
	Metrics *metrics.Metrics
	// Unavailable tells a database that cannot be used at all from a
	// fault: such errors answer 503 with Retry-After, not 500.
	Unavailable func(err error) bool
	// Details keeps vehicles' detail answers compressed before their
	// first visit; nil builds every first visit's answer whole.
	Details stored.Details
	// Pages keeps vehicles' pages rendered and compressed before their
	// first visit (issue 31); nil: rendered on first visit.
	Pages stored.Pages
	// Views counts vehicle page views for their sellers; nil answers the
	// route 404.
	Views *views.Counter
	// Insights counts views, saves, comparisons, offers, purchases and
	// searches for the dealer (issue 49); nil counts nothing.
	Insights *insights.Counter
	// InsightReports reads the insights and takes the counter's flushes;
	// nil answers the insights' routes 404.
	InsightReports garihaat.InsightService
	// Uploads decode photos one at a time; zero: media.Process, waiting
	// decodeWait for the decoder, the bounds of upload.go.
	Uploads Uploads
}

// Server routes requests to the handlers. Build it with NewServer.
type Server struct {
	deps  Deps
	mux   *http.ServeMux
	web   *webApp
	cache *answerCache
	// related holds related lists compressed, shared by the stored
	// details that carry the same list (see serveStoredVehicle).
	related *sizedCache[*relatedPart]
	// seen lets a detail's answer into the cache on its second visit.
	seen *seenKeys
	// sitemapShape keeps the sitemap's shape for a catalogue version.
	sitemapShape sitemapShape
	// builds makes each missing cache entry once when many ask for it at
	// once (after a catalogue write, or a hot page pushed out of the
	// cache, or a share image not made yet); see flights.
	builds flights
	// streams serves the event streams on hijacked connections; slots
	// count them by client address.
	streams streams
	slots   *streamSlots
	// decodes holds a token while a photo upload is decoded (adminUpload).
	decodes chan struct{}
	// uploads counts the uploads held in memory (upload.go).
	uploads *uploadGate
	// marks writes the delivered marks the user streams note.
	marks marker
}

// NewServer returns the whole site as one http.Handler.
func NewServer(deps Deps) (http.Handler, error) {
	if deps.Now == nil {
		deps.Now = time.Now
	}
	if deps.Logger == nil {
		deps.Logger = slog.New(slog.DiscardHandler)
	}
	s := &Server{deps: deps, mux: http.NewServeMux(), cache: newAnswerCache(),
		related: newSizedCache[*relatedPart](relatedEntries, relatedBytes), seen: newSeenKeys()}
	deps.Metrics.Held("answer_cache", s.cache.entries.Bytes)
	deps.Metrics.Held("related_cache", s.related.Bytes)
	s.streams = streams{s: s, groups: map[topicKey]*streamGroup{}}
	s.slots = newStreamSlots(deps.StreamLimits)
	s.decodes = make(chan struct{}, 1)
	s.marks.s = s
	if s.deps.Uploads.Process == nil {
		s.deps.Uploads.Process = media.Process
	}
	if s.deps.Uploads.Wait == 0 {
		s.deps.Uploads.Wait = decodeWait
	}
	if s.deps.Uploads.PerUser == 0 {
		s.deps.Uploads.PerUser = uploadsPerUser
	}
	if s.deps.Uploads.InFlight == 0 {
		s.deps.Uploads.InFlight = uploadsInFlight
	}
	if s.deps.Uploads.FreeMemory == nil {
		s.deps.Uploads.FreeMemory = debug.FreeOSMemory
	}
	s.uploads = newUploadGate(s.deps.Uploads)
	if deps.Web != nil {
		w, err := newWebApp(deps.Web, deps.Email)
		if err != nil {
			return nil, err
		}
		s.web = w
		deps.Metrics.Held("page_cache", w.pages.Bytes)
	}
	s.routes()
	return s.middleware(s.mux), nil
}

// readyz answers whether this instance can take traffic: /healthz says the
// process runs, /readyz that its database answers and is migrated. A load
// balancer sends nothing here until it is 200.
func (s *Server) readyz(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	if s.deps.Ready != nil {
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
		defer cancel()
		if err := s.deps.Ready(ctx); err != nil {
			w.Header().Set("Retry-After", "5")
			w.WriteHeader(http.StatusServiceUnavailable)
			fmt.Fprintf(w, "not ready: %v\n", err)
			return
		}
	}
	w.Write([]byte("ready\n"))
}
