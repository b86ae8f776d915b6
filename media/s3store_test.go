package media_test

import (
	"context"
	"strings"
	"testing"

	"garihaat/media"
	"garihaat/media/mediatest"
)

func openGateway(t *testing.T, prefix string) *media.S3Store {
	t.Helper()
	loc := mediatest.Gateway(t, prefix)
	s, err := media.OpenS3(context.Background(), loc, media.S3Options{AccessKey: mediatest.AccessKey, SecretKey: mediatest.SecretKey})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestS3Store: the object store behaves as every media store must, on a
// real S3 server, with and without a prefix.
func TestS3Store(t *testing.T) {
	t.Run("prefix", func(t *testing.T) { mediatest.Run(t, openGateway(t, "site/media")) })
	t.Run("bucket root", func(t *testing.T) { mediatest.Run(t, openGateway(t, "")) })
}

// TestOpenS3Refuses: a malformed location, an unknown setting and a bucket
// that does not answer are refused when the server starts, not at the
// first upload.
func TestOpenS3Refuses(t *testing.T) {
	ctx := context.Background()
	for _, loc := range []string{"s3:///nobucket", "http://bucket/x", "s3://b/p?endpoint=http://127.0.0.1:1&colour=red"} {
		if _, err := media.OpenS3(ctx, loc, media.S3Options{}); err == nil {
			t.Errorf("%s: accepted", loc)
		}
	}
	loc := mediatest.Gateway(t, "")
	missing := strings.Replace(loc, "s3://"+mediatest.Bucket+"/", "s3://no-such-bucket/", 1)
	if _, err := media.OpenS3(ctx, missing, media.S3Options{AccessKey: mediatest.AccessKey, SecretKey: mediatest.SecretKey}); err == nil {
		t.Error("a bucket that does not exist: accepted")
	}
}
