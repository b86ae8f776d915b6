package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strconv"

	"garihaat"
)

// MaxBodyBytes caps every request body.
const MaxBodyBytes = 64 << 10

// statusOf maps domain error codes to HTTP statuses.
var statusOf = map[string]int{
	garihaat.EINVALID:      http.StatusUnprocessableEntity,
	garihaat.ENOTFOUND:     http.StatusNotFound,
	garihaat.EUNAUTHORIZED: http.StatusUnauthorized,
	garihaat.EFORBIDDEN:    http.StatusForbidden,
	garihaat.ECONFLICT:     http.StatusConflict,
	garihaat.ERATELIMITED:  http.StatusTooManyRequests,
	garihaat.EUNAVAILABLE:  http.StatusServiceUnavailable,
	garihaat.ETOOLARGE:     http.StatusRequestEntityTooLarge,
	garihaat.EINTERNAL:     http.StatusInternalServerError,
}

// errorBody is the JSON every API error answers with: the spec's
// {status:false, errors:{field:[messages]}, message}, plus the code.
type errorBody struct {
	Status  bool                `json:"status"`
	Code    string              `json:"code"`
	Message string              `json:"message"`
	Errors  map[string][]string `json:"errors,omitempty"`
	// Challenge is the proof of work to answer before a code is sent to a
	// new number under pressure (send-otp's 429, issue 46).
	Challenge *garihaat.Challenge `json:"challenge,omitempty"`
}

// writeJSON encodes v with status.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

// writeError answers err in the caller's language; internal errors are
// logged and hidden.
func (s *Server) writeError(w http.ResponseWriter, r *http.Request, err error) {
	if errors.Is(err, context.Canceled) && r.Context().Err() != nil {
		// The client hung up; nobody is left to answer and nothing failed.
		return
	}
	code := garihaat.ErrorCode(err)
	if code == garihaat.EINTERNAL && s.deps.Unavailable != nil && s.deps.Unavailable(err) {
		s.deps.Logger.WarnContext(r.Context(), "database unavailable", "method", r.Method, "path", r.URL.Path, "err", err)
		err = &garihaat.Error{Code: garihaat.EUNAVAILABLE, Message: garihaat.MsgServiceBrieflyUnavailableTryAgain, RetryAfter: 5}
		code = garihaat.EUNAVAILABLE
	}
	status, ok := statusOf[code]
	if !ok {
		status = http.StatusInternalServerError
	}
	if _, plain := err.(*garihaat.Error); code == garihaat.EUNAVAILABLE && !plain {
		// A domain answer wrapping its cause (object storage that did not
		// take a photo): the cause is for the operator.
		s.deps.Logger.WarnContext(r.Context(), "unavailable", "method", r.Method, "path", r.URL.Path, "err", err)
	}
	if code == garihaat.EINTERNAL {
		s.deps.Logger.ErrorContext(r.Context(), "internal error", "method", r.Method, "path", r.URL.Path, "err", err)
	}
	lang := requestLang(r)
	body := errorBody{Code: code, Message: translate(lang, garihaat.ErrorSaid(err))}
	var e *garihaat.Error
	if errors.As(err, &e) {
		if len(e.Fields) > 0 {
			body.Errors = map[string][]string{}
			for f, msgs := range e.Fields {
				for _, m := range msgs {
					body.Errors[f] = append(body.Errors[f], translate(lang, m))
				}
			}
		}
		if e.RetryAfter > 0 {
			w.Header().Set("Retry-After", strconv.Itoa(e.RetryAfter))
		}
	}
	var need *garihaat.ChallengeError
	if errors.As(err, &need) {
		body.Challenge = &need.Challenge
	}
	writeJSON(w, status, body)
}

// decodeJSON reads a JSON object body of at most MaxBodyBytes into v.
// Unknown fields are ignored: they can never change anything.
func decodeJSON(w http.ResponseWriter, r *http.Request, v any) error {
	r.Body = http.MaxBytesReader(w, r.Body, MaxBodyBytes)
	dec := json.NewDecoder(r.Body)
	if err := dec.Decode(v); err != nil {
		var tooBig *http.MaxBytesError
		var typeErr *json.UnmarshalTypeError
		switch {
		case errors.As(err, &tooBig):
			return garihaat.Errorf(garihaat.ETOOLARGE, garihaat.MsgRequestBodyTooLarge)
		case errors.As(err, &typeErr) && typeErr.Field != "":
			return &garihaat.Error{Code: garihaat.EINVALID, Message: garihaat.MsgCorrectHighlightedFields,
				Fields: map[string][]string{typeErr.Field: {garihaat.MsgFieldWrongType}}}
		case errors.Is(err, io.EOF):
			return garihaat.Errorf(garihaat.EINVALID, garihaat.MsgRequestBodyEmpty)
		}
		return garihaat.Errorf(garihaat.EINVALID, garihaat.MsgRequestBodyNotValidJson)
	}
	if dec.More() {
		return garihaat.Errorf(garihaat.EINVALID, garihaat.MsgRequestBodyNotValidJson)
	}
	return nil
}

func (s *Server) apiNotFound(w http.ResponseWriter, r *http.Request) {
	s.writeError(w, r, garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgNoSuchApiEndpoint))
}
