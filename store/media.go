package store

import (
	"context"

	"garihaat"
)

// Media returns the content type and body of the file stored at path.
func (s *Catalog) Media(ctx context.Context, path string) (string, []byte, error) {
	var ctype string
	var body []byte
	err := s.queryRow(ctx, `SELECT content_type, body FROM media WHERE path = ?`, path).Scan(&ctype, &body)
	if isNoRows(err) {
		return "", nil, garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgNotFound)
	}
	return ctype, body, err
}
