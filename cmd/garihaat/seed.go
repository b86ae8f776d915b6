package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"garihaat/catalog"
	"garihaat/progress"
	"garihaat/store"
	"garihaat/store/demo"
	storeseed "garihaat/store/seed" // the package; seed is this command
	"garihaat/stored"
)

// seed writes the demo or a synthetic catalogue into an empty database,
// then stores its vehicles' details, reporting progress on stderr.
func seed(ctx context.Context, st *store.Store, cat *catalog.Catalog, cfg config, stdout, stderr io.Writer) error {
	var c *storeseed.Catalog
	switch {
	case cfg.vehicles > 0:
		c = demo.Synthetic(cfg.vehicles, cfg.seed, time.Now())
	case cfg.demo:
		c = demo.Catalog(time.Now())
	default:
		return errors.New("seed: give --demo or --vehicles N")
	}
	start := time.Now()
	bar := progress.New(stderr, "seed vehicles", int64(len(c.Vehicles)))
	c.Progress = func(n int) { bar.Set(int64(n)) }
	ok, err := st.Seed(ctx, c)
	bar.Stop()
	if err != nil {
		return err
	}
	if !ok {
		fmt.Fprintln(stdout, "database already has a catalogue; not seeding")
		return nil
	}
	fmt.Fprintf(stdout, "seeded %d vehicles in %s\n", len(c.Vehicles), time.Since(start).Round(time.Millisecond))
	// Their details are stored compressed now, so no first visit waits.
	start = time.Now()
	bar = progress.New(stderr, "store vehicle details", int64(len(c.Vehicles)))
	n, err := stored.StoreAllReporting(ctx, stored.Over{Catalog: cat}, func(made int) { bar.Set(int64(made)) })
	bar.Stop()
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "stored %d vehicle details in %s\n", n, time.Since(start).Round(time.Millisecond))
	return nil
}
