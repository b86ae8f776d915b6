package stored

import (
	"context"
	"time"

	"garihaat/catalog"
)

// A start that need not look at every vehicle (issue 47): a new build on
// a million vehicles looked at every one's stored parts again — half a
// core and the database's reads for two minutes, beside the settled server
// a deploy keeps serving from — when the last whole pass, by the same
// format, had left them current at a version the change log still reaches
// back from. Then only the vehicles changed since are looked at.
//
// The record only ever saves work, never decides what is served: a part
// is served only while its revision and format (and a page's origin and
// time) are current, so a part the record wrongly calls current — one
// another build's instance stored over — is made on its visit, as any
// missing one.

// Passes records the last whole pass over each kind of stored part.
type Passes interface {
	// PassedAt is the version the last whole pass over part by format made
	// every stored part current at, and when it ended; ok is false when
	// there was none by format.
	PassedAt(ctx context.Context, part, format string) (version int64, at time.Time, ok bool, err error)
	// SetPassed records one, in place of the last.
	SetPassed(ctx context.Context, part, format string, version int64, at time.Time) error
	// ChangedSince is the catalogue's change log (catalog.Log).
	ChangedSince(ctx context.Context, version int64) (catalog.Changes, error)
}

// The parts Passes records.
const (
	passDetails = "details"
	passPages   = "pages"
)

// resumed is what a pass over part by format is to look at for ch, which
// asks for every vehicle: when this instance holds nothing yet (from < 0,
// a start) and the last whole pass by format left every part current at a
// version the log reaches back from, the vehicles changed since, with when
// that pass ended; otherwise ch itself (and a zero time).
func (k *keeper) resumed(ctx context.Context, from int64, part, format string, ch catalog.Changes) (catalog.Changes, time.Time) {
	if !ch.All || from >= 0 {
		return ch, time.Time{}
	}
	version, at, ok, err := k.ds.PassedAt(ctx, part, format)
	if err != nil || !ok || version > ch.Version {
		return ch, time.Time{} // a whole pass is never wrong
	}
	since, err := k.ds.ChangedSince(ctx, version)
	if err != nil || since.All {
		return ch, time.Time{}
	}
	return since, at
}

// passed records that every part of part by format is current at version,
// the last whole pass having ended at at; a failure only costs the next
// start a whole pass.
func (k *keeper) passed(ctx context.Context, part, format string, version int64, at time.Time) {
	if err := k.ds.SetPassed(ctx, part, format, version, at); err != nil && ctx.Err() == nil {
		k.logger.Warn("recording the stored "+part+"' pass", "err", err)
	}
}

// pageFormat is what a page pass is recorded under: the pages' format and
// the origin their links start with.
func (k *PageKeeping) pageFormat() string {
	return k.Maker.Format() + " " + k.Maker.Origin()
}
