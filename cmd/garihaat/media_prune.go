package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"strings"

	"garihaat"
	"garihaat/media"
	"garihaat/progress"
	"garihaat/store"
)

// `media move --prune` (issue 47): once every file of the media table is in
// the bucket unchanged and the servers read from there, the table's copies
// only swell every backup. The prune checks every file before it deletes
// any, then deletes in batches of mediaPruneBatch, each its own
// transaction: stopped at any point, it is run again and goes on with what
// is left.

// mediaPruneBatch is how many files one transaction of the prune deletes:
// at most a few MB of rows, so no batch holds the database for long.
const mediaPruneBatch = 100

// serverReadsFrom refuses unless the last server started (every instance
// is given the same --media) reads media from location, the bucket the
// operator named as flag.
func serverReadsFrom(ctx context.Context, st *store.Store, location, flag string) error {
	reads, err := st.MediaLocation(ctx)
	switch {
	case err != nil:
		return err
	case reads == "":
		return fmt.Errorf("media move --prune: no server has said where it reads photos from (one of this version has not "+
			"started on this database): start every instance with --media '%s' first; nothing was copied or deleted", flag)
	case reads == store.MediaInDatabase:
		return fmt.Errorf("media move --prune: the server still reads photos from the database (it was last started without "+
			"--media): start every instance with --media '%s' first; nothing was copied or deleted", flag)
	case reads != location:
		return fmt.Errorf("media move --prune: the server reads photos from %s, not from %s; nothing was copied or deleted", reads, location)
	}
	return nil
}

// pruneMedia deletes the media table's copies of its files once dst holds
// every one of them with the same size and content, batch files a
// transaction; it refuses, deleting nothing, while any is missing or differs.
func pruneMedia(ctx context.Context, st *store.Store, dst media.Store, location string, batch int, stdout, stderr io.Writer) error {
	src := st.DBMedia()
	total, err := src.Count(ctx)
	if err != nil {
		return err
	}
	bar := progress.New(stderr, "media verify", int64(total))
	var same, missing, differ []string
	after := ""
	for {
		paths, err := src.Paths(ctx, after, mediaMoveBatch)
		if err != nil {
			bar.Stop()
			return err
		}
		if len(paths) == 0 {
			break
		}
		for _, p := range paths {
			state, err := compareMedia(ctx, src, dst, p)
			if err != nil {
				bar.Stop()
				return fmt.Errorf("media move --prune: %w; nothing was deleted", err)
			}
			switch state {
			case fileSame:
				same = append(same, p)
			case fileMissing:
				missing = append(missing, p)
			case fileDiffers:
				differ = append(differ, p)
			}
			bar.Add(1)
		}
		after = paths[len(paths)-1]
	}
	bar.Stop()
	var problems []string
	if len(missing) > 0 {
		problems = append(problems, fmt.Sprintf("%d files are missing from %s (%s): run media move again", len(missing), location, firstFew(missing)))
	}
	if len(differ) > 0 {
		// The database's copy is the photo the site showed; the bucket's
		// is someone else's file at its path.
		problems = append(problems, fmt.Sprintf("%d files differ from the database's copies (%s): delete the bucket's objects "+
			"and run media move again", len(differ), firstFew(differ)))
	}
	if len(problems) > 0 {
		return fmt.Errorf("media move --prune: nothing was deleted: %s; then prune", strings.Join(problems, "; "))
	}
	bar = progress.New(stderr, "media prune", int64(len(same)))
	files, freed := 0, int64(0)
	for len(same) > 0 {
		n := min(batch, len(same))
		f, b, err := src.Prune(ctx, same[:n])
		if err != nil {
			bar.Stop()
			return fmt.Errorf("media move --prune: %w (%d files deleted so far; run it again to go on)", err, files)
		}
		files, freed, same = files+f, freed+b, same[n:]
		bar.Add(int64(n))
	}
	bar.Stop()
	reclaim := "PostgreSQL reuses the space; VACUUM FULL media gives it back to the disk"
	if st.Dialect() == store.SQLite {
		reclaim = "SQLite reuses the space; VACUUM (with the site stopped) gives it back to the disk"
	}
	fmt.Fprintf(stdout, "media prune done: the database's copies of %d files deleted, %s freed (%s); photos are served from %s\n",
		files, megabytes(freed), reclaim, location)
	return nil
}

// fileState is how the bucket's copy of a file compares with the database's.
type fileState int

const (
	fileSame    fileState = iota
	fileMissing           // not in the bucket
	fileDiffers           // in the bucket with another size or content
	fileGone              // swept from the database meanwhile: nothing to prune
)

// compareMedia compares the bucket's copy of the file at path with the
// database's: by size and entity tag (a hash of the content, which media
// move writes with each object), or, for an object another tool wrote
// (whose entity tag is the bucket's own), by the hash of its content.
func compareMedia(ctx context.Context, src store.DBMedia, dst media.Store, path string) (fileState, error) {
	want, body, err := openAll(ctx, src, path)
	if garihaat.ErrorCode(err) == garihaat.ENOTFOUND {
		return fileGone, nil
	} else if err != nil {
		return 0, err
	}
	got, err := dst.Stat(ctx, path)
	if garihaat.ErrorCode(err) == garihaat.ENOTFOUND {
		return fileMissing, nil
	} else if err != nil {
		return 0, err
	}
	if got.Size != want.Size {
		return fileDiffers, nil
	}
	if got.ETag == want.ETag {
		return fileSame, nil
	}
	_, theirs, err := openAll(ctx, dst, path)
	if garihaat.ErrorCode(err) == garihaat.ENOTFOUND {
		return fileMissing, nil
	} else if err != nil {
		return 0, err
	}
	if !bytes.Equal(theirs, body) {
		return fileDiffers, nil
	}
	return fileSame, nil
}

// openAll reads the file at path whole.
func openAll(ctx context.Context, m media.Store, path string) (media.Info, []byte, error) {
	in, r, err := m.Open(ctx, path)
	if err != nil {
		return in, nil, err
	}
	defer r.Close()
	b, err := io.ReadAll(r)
	return in, b, err
}

// firstFew names up to three paths, "…" after them when there are more.
func firstFew(paths []string) string {
	if len(paths) <= 3 {
		return strings.Join(paths, ", ")
	}
	return strings.Join(paths[:3], ", ") + ", …"
}

// megabytes writes n bytes as the operator reads disk space: "12.3 MB".
func megabytes(n int64) string { return fmt.Sprintf("%.1f MB", float64(n)/1e6) }
