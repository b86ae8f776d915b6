package media

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	awshttp "github.com/aws/aws-sdk-go-v2/aws/transport/http"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/s3"
)

// S3Store keeps the media files as objects in an S3-compatible bucket (AWS
// S3, Cloudflare R2, Backblaze B2, a self-hosted gateway such as Versity's),
// under a prefix. Each object carries its content type, its caching and
// the entity tag the server answers with (metadata "etag"), so that a
// conditional request needs only a HEAD and a public bucket or CDN answers
// with the same headers as the server.
type S3Store struct {
	client *s3.Client
	bucket string
	prefix string // "" or ending in "/"
	// Location names the store in logs and messages, without credentials.
	Location string
}

// S3Options are the credentials given as flags; empty ones come from the
// standard AWS_* variables (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
// AWS_REGION, AWS_PROFILE…).
type S3Options struct {
	AccessKey, SecretKey string
}

// IsS3 reports whether a --media value names object storage.
func IsS3(location string) bool { return strings.HasPrefix(location, "s3://") }

// OpenS3 connects to location, s3://BUCKET/PREFIX?endpoint=URL&region=R
// (endpoint unset: AWS itself; region unset: AWS_REGION, else us-east-1),
// and checks that the bucket answers.
func OpenS3(ctx context.Context, location string, opt S3Options) (*S3Store, error) {
	u, err := url.Parse(location)
	if err != nil || u.Scheme != "s3" || u.Host == "" {
		return nil, fmt.Errorf("media: %q is not s3://BUCKET/PREFIX?endpoint=…&region=…", location)
	}
	q := u.Query()
	for k := range q {
		if k != "endpoint" && k != "region" {
			return nil, fmt.Errorf("media: unknown setting %q in %s (endpoint, region)", k, location)
		}
	}
	var loads []func(*config.LoadOptions) error
	if r := q.Get("region"); r != "" {
		loads = append(loads, config.WithRegion(r))
	}
	if opt.AccessKey != "" || opt.SecretKey != "" {
		loads = append(loads, config.WithCredentialsProvider(credentials.NewStaticCredentialsProvider(opt.AccessKey, opt.SecretKey, "")))
	}
	cfg, err := config.LoadDefaultConfig(ctx, loads...)
	if err != nil {
		return nil, fmt.Errorf("media: %w", err)
	}
	if cfg.Region == "" {
		cfg.Region = "us-east-1"
	}
	// Checksums only where S3 requires them: gateways and other clouds'
	// S3 interfaces do not all accept the newer trailing checksums.
	cfg.RequestChecksumCalculation = aws.RequestChecksumCalculationWhenRequired
	cfg.ResponseChecksumValidation = aws.ResponseChecksumValidationWhenRequired
	endpoint := q.Get("endpoint")
	client := s3.NewFromConfig(cfg, func(o *s3.Options) {
		if endpoint != "" {
			o.BaseEndpoint = aws.String(endpoint)
			o.UsePathStyle = true // gateways rarely have a DNS name per bucket
		}
	})
	prefix := strings.Trim(u.Path, "/")
	if prefix != "" {
		prefix += "/"
	}
	loc := "s3://" + u.Host + "/" + prefix
	if endpoint != "" {
		loc += " at " + endpoint
	}
	st := &S3Store{client: client, bucket: u.Host, prefix: prefix, Location: loc}
	if _, err := client.HeadBucket(ctx, &s3.HeadBucketInput{Bucket: aws.String(st.bucket)}); err != nil {
		return nil, fmt.Errorf("media: bucket %s: %w", loc, err)
	}
	return st, nil
}

func (s *S3Store) key(path string) *string { return aws.String(s.prefix + path) }

// Put stores body at path with its type, caching and entity tag.
func (s *S3Store) Put(ctx context.Context, path, contentType string, body []byte) error {
	_, err := s.client.PutObject(ctx, &s3.PutObjectInput{
		Bucket: aws.String(s.bucket), Key: s.key(path), Body: bytes.NewReader(body),
		ContentLength: aws.Int64(int64(len(body))), ContentType: aws.String(contentType),
		CacheControl: aws.String(Caching(path)), Metadata: map[string]string{"etag": ETag(body)},
	})
	if err != nil {
		return fmt.Errorf("media: put %s: %w", path, err)
	}
	return nil
}

// Stat asks for the object's headers only.
func (s *S3Store) Stat(ctx context.Context, path string) (Info, error) {
	out, err := s.client.HeadObject(ctx, &s3.HeadObjectInput{Bucket: aws.String(s.bucket), Key: s.key(path)})
	if err != nil {
		return Info{}, s.failed("stat", path, err)
	}
	return info(out.ContentType, out.ContentLength, out.Metadata, out.ETag), nil
}

// Open starts the object's download; its body streams from the bucket.
func (s *S3Store) Open(ctx context.Context, path string) (Info, io.ReadCloser, error) {
	out, err := s.client.GetObject(ctx, &s3.GetObjectInput{Bucket: aws.String(s.bucket), Key: s.key(path)})
	if err != nil {
		return Info{}, nil, s.failed("get", path, err)
	}
	return info(out.ContentType, out.ContentLength, out.Metadata, out.ETag), out.Body, nil
}

// Delete removes each path's object (S3 answers success for a missing one).
func (s *S3Store) Delete(ctx context.Context, paths ...string) error {
	for _, p := range paths {
		if _, err := s.client.DeleteObject(ctx, &s3.DeleteObjectInput{Bucket: aws.String(s.bucket), Key: s.key(p)}); err != nil {
			return fmt.Errorf("media: delete %s: %w", p, err)
		}
	}
	return nil
}

// info is the Info of an object's headers. An object written by another
// tool has no "etag" metadata: its own entity tag stands in.
func info(ctype *string, size *int64, meta map[string]string, etag *string) Info {
	in := Info{ContentType: aws.ToString(ctype), Size: aws.ToInt64(size), ETag: meta["etag"]}
	if in.ETag == "" {
		in.ETag = aws.ToString(etag)
	}
	if in.ContentType == "" {
		in.ContentType = "application/octet-stream"
	}
	return in
}

// failed is ENOTFOUND for a missing object, else the error wrapped.
func (s *S3Store) failed(op, path string, err error) error {
	var re *awshttp.ResponseError
	if errors.As(err, &re) && re.HTTPStatusCode() == http.StatusNotFound {
		return notFound()
	}
	return fmt.Errorf("media: %s %s: %w", op, path, err)
}
