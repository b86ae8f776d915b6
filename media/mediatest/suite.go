package mediatest

import (
	"bytes"
	"context"
	"io"
	"testing"

	"garihaat"
	"garihaat/media"
)

// Run checks what every media.Store must do: a file put is read back whole
// with its type, size and entity tag (the same in every store); putting it
// again changes nothing; a missing or deleted file is ENOTFOUND; deleting a
// missing file is no error.
func Run(t *testing.T, s media.Store) {
	ctx := context.Background()
	body := bytes.Repeat([]byte("garihaat photo bytes "), 5000) // larger than one read
	const path = "u/0123abcd-detail.jpg"
	if _, err := s.Stat(ctx, path); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
		t.Fatalf("stat before put: %v, want not found", err)
	}
	if _, _, err := s.Open(ctx, path); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
		t.Fatalf("open before put: %v, want not found", err)
	}
	if err := s.Put(ctx, path, "image/jpeg", body); err != nil {
		t.Fatal(err)
	}
	want := media.Info{ContentType: "image/jpeg", Size: int64(len(body)), ETag: media.ETag(body)}
	if in, err := s.Stat(ctx, path); err != nil || in != want {
		t.Errorf("stat: %+v %v, want %+v", in, err, want)
	}
	if err := s.Put(ctx, path, "image/jpeg", body); err != nil {
		t.Errorf("put again: %v", err)
	}
	in, rc, err := s.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	got, err := io.ReadAll(rc)
	rc.Close()
	if err != nil || in != want || !bytes.Equal(got, body) {
		t.Errorf("open: %+v, %d bytes, %v; want %+v, %d bytes", in, len(got), err, want, len(body))
	}
	svg := []byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`)
	if err := s.Put(ctx, "demo/a.svg", "image/svg+xml", svg); err != nil {
		t.Fatal(err)
	}
	if err := s.Delete(ctx, path, "u/never-stored.jpg"); err != nil {
		t.Fatalf("delete: %v", err)
	}
	if _, err := s.Stat(ctx, path); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
		t.Errorf("stat after delete: %v, want not found", err)
	}
	if _, _, err := s.Open(ctx, path); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
		t.Errorf("open after delete: %v, want not found", err)
	}
	if in, err := s.Stat(ctx, "demo/a.svg"); err != nil || in.ContentType != "image/svg+xml" || in.ETag != media.ETag(svg) {
		t.Errorf("the other file after a delete: %+v %v", in, err)
	}
}
