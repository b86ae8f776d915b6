package httpapi

import (
	"io"
	"net/http"

	"garihaat"
)

// csvWriter writes a CSV's rows of T; its constructor writes the header.
type csvWriter[T any] interface {
	Write(T) error
	Flush() error
}

// streamCSV answers a CSV download whose rows stream to the client as
// export reads them, so exporting a whole table does not grow the server's
// memory. The file is named by the day in Dhaka, where the clerks are
// (a UTC date is yesterday's until 06:00 there). The headers, the BOM and the CSV's header go out with the first
// row (or at the end when there is none): an error before them is an
// ordinary error answer; one after them cuts the connection, so a half
// file never looks like a whole one.
func streamCSV[T any, W csvWriter[T]](s *Server, w http.ResponseWriter, r *http.Request, name string,
	open func(io.Writer) (W, error), export func(each func(T) error) error) {
	var cw W
	started := false
	begin := func() (err error) {
		started = true
		h := w.Header()
		h.Set("Content-Type", "text/csv; charset=utf-8")
		h.Set("Content-Disposition", `attachment; filename="`+name+`-`+garihaat.DhakaDay(s.deps.Now())+`.csv"`)
		// Spreadsheets read UTF-8, and so Bangla, only with the BOM.
		if _, err = io.WriteString(w, "\ufeff"); err == nil {
			cw, err = open(w)
		}
		return err
	}
	err := export(func(row T) error {
		if !started {
			if err := begin(); err != nil {
				return err
			}
		}
		return cw.Write(row)
	})
	if err == nil && !started {
		err = begin()
	}
	if err == nil {
		err = cw.Flush()
	}
	switch {
	case err == nil:
	case !started:
		s.writeError(w, r, err)
	default:
		s.deps.Logger.WarnContext(r.Context(), "export cut short", "file", name, "err", err)
		panic(http.ErrAbortHandler)
	}
}
