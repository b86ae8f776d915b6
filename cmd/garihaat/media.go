package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"

	"garihaat"
	"garihaat/media"
	"garihaat/progress"
	"garihaat/store"
)

// mediaConfig says where the media files live (issue 47).
type mediaConfig struct {
	location  string // "" or "db": the database; s3://BUCKET/PREFIX?endpoint=…&region=…
	publicURL string // --media-url: redirect /media/ there
	accessKey string
	secretKey string
	to        string // media move --to
	prune     bool   // media move --prune
}

// mediaFlags adds the flags that name object storage and its credentials.
func mediaFlags(fl *flag.FlagSet, c *mediaConfig, cmd string) {
	if cmd == "media" {
		fl.StringVar(&c.to, "to", "", "where to copy every photo: s3://BUCKET/PREFIX?endpoint=URL&region=R")
		fl.BoolVar(&c.prune, "prune", false, "then, once every file is in the bucket unchanged and the server reads from it, delete the database's copies")
	} else {
		fl.StringVar(&c.location, "media", "db", "where photos and other media live: db (the database), or s3://BUCKET/PREFIX?endpoint=URL&region=R (S3-compatible object storage)")
	}
	if cmd == "serve" {
		fl.StringVar(&c.publicURL, "media-url", "", "where the media bucket is public (a CDN or public bucket, e.g. https://cdn.example.com/media): /media/… redirects there instead of streaming")
	}
	fl.StringVar(&c.accessKey, "media-access-key", "", "object storage access key (default: AWS_ACCESS_KEY_ID and the other standard AWS_* settings)")
	fl.StringVar(&c.secretKey, "media-secret-key", "", "object storage secret key (default: AWS_SECRET_ACCESS_KEY)")
}

// openObjects connects to the object storage at location.
func openObjects(ctx context.Context, location string, c mediaConfig) (*media.S3Store, error) {
	if !media.IsS3(location) {
		return nil, fmt.Errorf("media: %q is neither db nor s3://BUCKET/PREFIX?endpoint=…&region=…", location)
	}
	return media.OpenS3(ctx, location, media.S3Options{AccessKey: c.accessKey, SecretKey: c.secretKey})
}

// useMedia points the store at the configured media files and says where
// they are: store.MediaInDatabase, or the object storage's Location.
func useMedia(ctx context.Context, st *store.Store, c mediaConfig, stdout io.Writer) (string, error) {
	if c.location == "" || c.location == "db" {
		if c.publicURL != "" {
			return "", errors.New("--media-url needs --media s3://…: the database's files are public only through the server")
		}
		return store.MediaInDatabase, nil
	}
	objects, err := openObjects(ctx, c.location, c)
	if err != nil {
		return "", err
	}
	st.UseMedia(objects)
	fmt.Fprintf(stdout, "media on %s\n", objects.Location)
	return objects.Location, nil
}

// mediaMoveBatch is how many paths one read of the media table returns.
const mediaMoveBatch = 200

// mediaMove copies every file of the media table to object storage. A file
// already there (same path: the paths are content-addressed) is skipped,
// so a stopped copy is simply run again; it goes in path order and says
// where it is. The database's copies stay until the operator has switched
// over (docs/operations.md) and asks for --prune (media_prune.go).
func mediaMove(ctx context.Context, st *store.Store, c mediaConfig, stdout, stderr io.Writer) error {
	if c.to == "" {
		return errors.New("media move: --to s3://BUCKET/PREFIX?endpoint=…&region=… is required")
	}
	dst, err := openObjects(ctx, c.to, c)
	if err != nil {
		return err
	}
	if c.prune {
		// Refused before anything is copied: the operator fixes the
		// servers first, and a copy alone is media move without --prune.
		if err := serverReadsFrom(ctx, st, dst.Location, c.to); err != nil {
			return err
		}
	}
	src := st.DBMedia()
	total, err := src.Count(ctx)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "copying %d media files from the database to %s\n", total, dst.Location)
	bar := progress.New(stderr, "media move", int64(total))
	copied, skipped := 0, 0
	after := ""
	for {
		paths, err := src.Paths(ctx, after, mediaMoveBatch)
		if err != nil {
			return err
		}
		if len(paths) == 0 {
			break
		}
		for _, p := range paths {
			did, err := copyMedia(ctx, src, dst, p)
			if err != nil {
				bar.Stop()
				return fmt.Errorf("media move: %w (run it again to go on: files already copied are skipped)", err)
			}
			if did {
				copied++
			} else {
				skipped++
			}
			bar.Add(1)
		}
		after = paths[len(paths)-1]
	}
	bar.Stop()
	fmt.Fprintf(stdout, "media move done: %d copied, %d already there; serve with --media %s\n", copied, skipped, c.to)
	if c.prune {
		return pruneMedia(ctx, st, dst, dst.Location, mediaPruneBatch, stdout, stderr)
	}
	return nil
}

// copyMedia copies the file at path unless dst has it already.
func copyMedia(ctx context.Context, src store.DBMedia, dst media.Store, path string) (bool, error) {
	if _, err := dst.Stat(ctx, path); err == nil {
		return false, nil
	} else if garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
		return false, err
	}
	in, body, err := src.Open(ctx, path)
	if garihaat.ErrorCode(err) == garihaat.ENOTFOUND {
		return false, nil // swept meanwhile
	} else if err != nil {
		return false, err
	}
	defer body.Close()
	b, err := io.ReadAll(body)
	if err != nil {
		return false, err
	}
	return true, dst.Put(ctx, path, in.ContentType, b)
}
