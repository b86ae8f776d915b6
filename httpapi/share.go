package httpapi

import (
	"context"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"

	"garihaat"
	"garihaat/media"
)

// getShareImage serves /share/<site image>.jpg: the 1200×630 JPEG link
// previews show for a page (seo.ShareImage names it). It is made from the
// site image on first request and stored with the media, so every instance
// serves the same bytes; the source's path never changes meaning, so
// neither does this one. /share/site.jpg (siteShareImage) is the one
// exception: the default share image, made from this build's home hero,
// whose name changes with the hero's, so it may be kept a day, not a year.
func (s *Server) getShareImage(w http.ResponseWriter, r *http.Request) {
	source, ok := strings.CutSuffix("/"+r.PathValue("path"), ".jpg")
	caching := ""
	if "/share"+source+".jpg" == siteShareImage && s.web != nil && s.web.heroAsset != "" {
		source, caching = s.web.heroAsset, siteShareCaching
	}
	if !ok || s.deps.Media == nil || strings.Contains(source, "..") || len(source) > 300 ||
		!(strings.HasPrefix(source, "/media/") || strings.HasPrefix(source, "/assets/")) {
		http.NotFound(w, r)
		return
	}
	stored := "share" + source + ".jpg"
	ctx := r.Context()
	_, body, err := s.deps.Media.Media(ctx, stored)
	if garihaat.ErrorCode(err) == garihaat.ENOTFOUND {
		var v any
		v, err = s.builds.do(ctx, "share "+stored, func(ctx context.Context) (any, error) { return s.makeShareImage(ctx, source, stored) })
		body, _ = v.([]byte)
	}
	switch {
	case garihaat.ErrorCode(err) == garihaat.ENOTFOUND || garihaat.ErrorCode(err) == garihaat.EINVALID:
		http.NotFound(w, r)
	case err != nil:
		s.writeError(w, r, err)
	default:
		if caching == "" {
			caching = media.Caching(r.PathValue("path"))
		}
		writeMediaFor(w, r, "image/jpeg", body, caching)
	}
}

// siteShareCaching is how long the default share image may be kept: a
// new build's hero replaces it.
const siteShareCaching = "public, max-age=86400"

// makeShareImage renders the share image of the site image at source and
// stores it under stored.
func (s *Server) makeShareImage(ctx context.Context, source, stored string) ([]byte, error) {
	var ctype string
	var body []byte
	var err error
	if rest, ok := strings.CutPrefix(source, "/media/"); ok {
		ctype, body, err = s.deps.Media.Media(ctx, rest)
	} else if s.web != nil {
		name := strings.TrimPrefix(source, "/")
		ctype = mime.TypeByExtension(path.Ext(name))
		if body, err = fs.ReadFile(s.web.files, name); err != nil {
			err = garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgNotFound)
		}
	} else {
		err = garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgNotFound)
	}
	if err != nil {
		return nil, err
	}
	if !strings.HasPrefix(ctype, "image/") {
		return nil, garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgNotImage)
	}
	out, err := media.ShareImage(ctype, body)
	if err != nil {
		return nil, err
	}
	return out, s.deps.Media.SaveDerivedMedia(ctx, stored, "image/jpeg", out)
}

// writeMediaFor answers with a stored file under caching as its
// Cache-Control (media.Caching says how long each kind of path may be kept).
func writeMediaFor(w http.ResponseWriter, r *http.Request, ctype string, body []byte, caching string) {
	in := media.Info{ContentType: ctype, Size: int64(len(body)), ETag: media.ETag(body)}
	if mediaHeaders(w, r, in, caching) {
		w.Write(body)
	}
}

// mediaHeaders writes the headers of a stored file's answer (kept as
// caching says) and reports whether its body is to follow (false:
// answered 304).
func mediaHeaders(w http.ResponseWriter, r *http.Request, in media.Info, caching string) bool {
	h := w.Header()
	h.Set("Cache-Control", caching)
	h.Set("ETag", in.ETag)
	h.Set("Content-Type", in.ContentType)
	h.Set("X-Content-Type-Options", "nosniff")
	if in.ContentType == "image/svg+xml" {
		// An SVG opened directly must not run scripts.
		h.Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
	}
	if r.Header.Get("If-None-Match") == in.ETag {
		w.WriteHeader(http.StatusNotModified)
		return false
	}
	h.Set("Content-Length", strconv.FormatInt(in.Size, 10))
	return true
}
