package garihaat

import (
	"errors"
	"fmt"
)

// Error codes. The HTTP layer maps each to a status; the web app uses the
// code as a translation key.
const (
	ECONFLICT     = "conflict"
	EINTERNAL     = "internal"
	EINVALID      = "invalid"
	ENOTFOUND     = "not_found"
	EUNAUTHORIZED = "unauthorized"
	EFORBIDDEN    = "forbidden"
	ERATELIMITED  = "rate_limited"
	EUNAVAILABLE  = "unavailable"
	ETOOLARGE     = "too_large"
)

// Error is the one error type of the domain. Fields carries per-field
// messages for validation errors (the spec's errors shape).
type Error struct {
	Code    string
	Message string
	Fields  map[string][]string
	// RetryAfter is set on ERATELIMITED: seconds until the caller may retry.
	RetryAfter int
}

func (e *Error) Error() string { return fmt.Sprintf("%s: %s", e.Code, Say("en", e.Message)) }

// Errorf returns an *Error with the given code and message: a message id
// (Msg…) said with args.
func Errorf(code, id string, args ...any) *Error {
	return &Error{Code: code, Message: Msg(id, args...)}
}

// ErrorCode returns the code of err, EINTERNAL for foreign errors, "" for nil.
func ErrorCode(err error) string {
	var e *Error
	if err == nil {
		return ""
	} else if errors.As(err, &e) {
		return e.Code
	}
	return EINTERNAL
}

// ErrorMessage returns the human message of err in English; internal
// details are hidden.
func ErrorMessage(err error) string {
	return Say("en", ErrorSaid(err))
}

// ErrorSaid returns the said message of err (Say puts it in a language).
func ErrorSaid(err error) string {
	var e *Error
	if err == nil {
		return ""
	} else if errors.As(err, &e) {
		return e.Message
	}
	return MsgInternalError
}

// FieldError is an EINVALID error about one field, its message both the
// error's and the field's (the spec's errors shape with one entry).
func FieldError(field, msg string) *Error {
	return &Error{Code: EINVALID, Message: msg, Fields: map[string][]string{field: {msg}}}
}

// Validation collects field errors before they are returned as one *Error.
type Validation map[string][]string

// Add records msg for field.
func (v Validation) Add(field, msg string) { v[field] = append(v[field], msg) }

// Err returns nil when nothing was added, else an EINVALID *Error.
func (v Validation) Err(message string) error {
	if len(v) == 0 {
		return nil
	}
	return &Error{Code: EINVALID, Message: message, Fields: v}
}

// Has reports whether field already has a message.
func (v Validation) Has(field string) bool { return len(v[field]) > 0 }
