// Command insightsq measures the insights page's queries (issue 49, item
// 4: under 100 ms at 1,000,000 vehicles and a year of history). It seeds
// the synthetic catalogue into an empty database, fills a year of counted
// events through the store's own flush (AddInsights), then times every
// query the page makes — each period with and without a type, brand or
// depot — and prints a JSON line per query with the median of -runs.
//
// Timings are never tests: run it by hand, un-niced, on a quiet machine.
//
//	go run ./bench/insightsq -db bench/tmp/insights-1m.db [-vehicles 1000000] [-days 365] [-viewed 10000]
package main

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"runtime/pprof"
	"slices"
	"strconv"
	"time"

	"garihaat"
	"garihaat/catalog"
	"garihaat/store"
	"garihaat/store/demo"
)

func main() {
	dsn := flag.String("db", "bench/tmp/insights.db", "SQLite file or PostgreSQL URL")
	vehicles := flag.Int("vehicles", 1_000_000, "synthetic vehicles to seed into an empty database")
	days := flag.Int("days", 365, "days of history to fill when there is none")
	viewed := flag.Int("viewed", 10_000, "distinct vehicles viewed a day")
	flag.IntVar(&savers, "savers", 3000, "people with saved searches (one to three each) to add when there are none")
	runs := flag.Int("runs", 5, "timed runs per query (the median is printed)")
	label := flag.String("label", "", "a name for this run (before, after)")
	flag.StringVar(&fillMode, "fill", "direct", "how history is written: direct (summed in memory, inserted in key order) or flush (AddInsights a day at a time, hours at a million)")
	flag.StringVar(&only, "only", "", "time only this period and filter (e.g. \"7 days/all\"), for a profile")
	cpuprofile := flag.String("cpuprofile", "", "write a CPU profile of the timed runs to this file")
	flag.Parse()
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			fmt.Fprintln(os.Stderr, "insightsq:", err)
			os.Exit(1)
		}
		defer f.Close()
		_ = pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	if err := run(context.Background(), *dsn, *vehicles, *days, *viewed, *runs, *label); err != nil {
		pprof.StopCPUProfile()
		fmt.Fprintln(os.Stderr, "insightsq:", err)
		os.Exit(1)
	}
}

var (
	fillMode, only string
	savers         int
)

func run(ctx context.Context, dsn string, vehicles, days, viewed, runs int, label string) error {
	start := time.Now()
	st, err := store.Open(ctx, dsn) // the rollups' migration is timed with it
	if err != nil {
		return err
	}
	defer st.Close()
	cat := catalog.New(st) // the read model: the searches' counts come from its list index
	if err := st.Migrate(ctx); err != nil {
		return err
	}
	logf("opened (and migrated) in %s", time.Since(start).Round(time.Millisecond))
	db, err := rawDB(dsn)
	if err != nil {
		return err
	}
	defer db.Close()
	var n int
	if err := db.QueryRowContext(ctx, `SELECT COUNT(*) FROM vehicles`).Scan(&n); err != nil {
		return err
	}
	if n == 0 {
		start = time.Now()
		if _, err := st.Seed(ctx, demo.Synthetic(vehicles, 1, time.Now())); err != nil {
			return err
		}
		logf("seeded %d vehicles in %s", vehicles, time.Since(start).Round(time.Second))
	}
	// The searches' result counts come from the list index, as on a
	// server; without it each is a scan of the whole catalogue in SQL.
	start = time.Now()
	if err := cat.PrepareListing(ctx); err != nil {
		return err
	}
	for cat.ListIndexBytes() == 0 {
		if time.Since(start) > 10*time.Minute {
			return fmt.Errorf("the list index was not ready after %s", time.Since(start).Round(time.Second))
		}
		time.Sleep(100 * time.Millisecond) // the read model's follower builds it, and retries
	}
	logf("list index ready in %s", time.Since(start).Round(time.Millisecond))
	today, _ := time.Parse(time.DateOnly, garihaat.DhakaDay(time.Now()))
	if err := db.QueryRowContext(ctx, `SELECT COUNT(*) FROM insight_vehicle_periods`).Scan(&n); err != nil {
		return err
	}
	if n == 0 {
		start = time.Now()
		if err := fill(ctx, st, db, today, days, viewed); err != nil {
			return err
		}
		logf("filled %d days × %d vehicles in %s", days, viewed, time.Since(start).Round(time.Second))
	}
	if err := db.QueryRowContext(ctx, `SELECT COUNT(*) FROM saved_searches`).Scan(&n); err != nil {
		return err
	}
	if n == 0 {
		if err := addSavedSearches(ctx, db, store.IsPostgres(dsn), savers); err != nil {
			return err
		}
		logf("saved searches of %d people added", savers)
	}
	if runs == 0 { // seed and fill only (niced), measure in a later run
		return nil
	}
	var typeID, brandID, depotID int64
	if err := db.QueryRowContext(ctx, `SELECT type_id, brand_id, depot_id FROM insight_series
		WHERE type_id <> -1 AND brand_id <> -1 AND depot_id > 0 GROUP BY type_id, brand_id, depot_id ORDER BY SUM(views) DESC LIMIT 1`).Scan(&typeID, &brandID, &depotID); err != nil {
		return err
	}
	day := func(d int) string { return today.AddDate(0, 0, d).Format(time.DateOnly) }
	periods := []struct{ name, from, to string }{
		{"7 days", day(-6), day(0)}, {"30 days", day(-29), day(0)}, {"90 days", day(-89), day(0)},
		{"custom 45 days", day(-100), day(-56)}, {"custom 366 days", day(-365), day(0)},
	}
	filters := []struct {
		name string
		q    garihaat.InsightsQuery
	}{{"all", garihaat.InsightsQuery{}}, {"type", garihaat.InsightsQuery{TypeID: typeID}},
		{"brand", garihaat.InsightsQuery{BrandID: brandID}}, {"depot", garihaat.InsightsQuery{DepotID: depotID}}}
	enc := json.NewEncoder(os.Stdout)
	for _, p := range periods {
		for _, f := range filters {
			if only != "" && only != p.name+"/"+f.name {
				continue
			}
			q := f.q
			q.From, q.To, q.Sales = p.from, p.to, true
			if _, err := st.Insights.Insights(ctx, q); err != nil { // warm
				return err
			}
			var times []float64
			for range runs {
				t := time.Now()
				if _, err := st.Insights.Insights(ctx, q); err != nil {
					return err
				}
				times = append(times, float64(time.Since(t).Microseconds())/1000)
			}
			slices.Sort(times)
			_ = enc.Encode(map[string]any{"label": label, "db": kind(dsn), "period": p.name, "filter": f.name,
				"median_ms": times[len(times)/2], "max_ms": times[len(times)-1], "runs": runs})
		}
	}
	return nil
}

// fill writes days of history ending today: each day viewed distinct
// vehicles drawn by popularity (Zipf over a shuffled catalogue: a few
// vehicles are viewed every day, most rarely), a few saves, comparisons
// and offers among them, and a few searches — through AddInsights, as the
// counters flush.
func fill(ctx context.Context, st *store.Store, db *sql.DB, today time.Time, days, viewed int) error {
	emit, done := func(b garihaat.InsightBatch) error { return st.Insights.AddInsights(ctx, b) }, func() error { return nil }
	if fillMode == "direct" {
		dimsOf, err := vehicleDims(ctx, db)
		if err != nil {
			return err
		}
		r := &rollups{dimsOf: dimsOf, periods: map[periodKey]counts{}, series: map[seriesKey]counts{}}
		emit = func(b garihaat.InsightBatch) error {
			r.add(b)
			return st.Insights.AddInsights(ctx, garihaat.InsightBatch{Searches: b.Searches})
		}
		done = func() error { return r.write(ctx, db, store.IsPostgres(st.DSN())) }
	}
	rows, err := db.QueryContext(ctx, `SELECT id FROM vehicles ORDER BY id`)
	if err != nil {
		return err
	}
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return err
		}
		ids = append(ids, id)
	}
	rows.Close()
	r := rand.New(rand.NewPCG(49, 4))
	r.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
	zipf := rand.NewZipf(r, 1.1, 4, uint64(len(ids)-1))
	words := []string{"tata", "ashok leyland", "mahindra", "isuzu", "hino", "eicher", "pickup", "bus", "truck", "cng"}
	for d := days - 1; d >= 0; d-- {
		day := today.AddDate(0, 0, -d).Format(time.DateOnly)
		b := garihaat.InsightBatch{Vehicles: map[garihaat.VehicleDay]garihaat.InsightCounts{}, Searches: map[garihaat.SearchKey]int64{}}
		for len(b.Vehicles) < min(viewed, len(ids)) {
			k := garihaat.VehicleDay{Day: day, VehicleID: ids[zipf.Uint64()]}
			n := b.Vehicles[k]
			n.Views++
			if r.IntN(10) == 0 {
				n.Saves++
			}
			if r.IntN(30) == 0 {
				n.Comparisons++
			}
			if r.IntN(200) == 0 {
				n.Offers++
			}
			b.Vehicles[k] = n
		}
		for i := range 20 {
			k := garihaat.SearchKey{Day: day, Query: words[i%len(words)] + " " + strconv.Itoa(r.IntN(5))}
			b.Searches[k] += int64(1 + r.IntN(9))
		}
		if err := emit(b); err != nil {
			return err
		}
	}
	return done()
}

func rawDB(dsn string) (*sql.DB, error) {
	if store.IsPostgres(dsn) {
		return sql.Open("pgx", dsn)
	}
	return sql.Open("sqlite", "file:"+dsn+"?_pragma=busy_timeout(10000)&_pragma=cache_size(-262144)")
}

func kind(dsn string) string {
	return cmp.Or(map[bool]string{true: "postgres"}[store.IsPostgres(dsn)], "sqlite")
}

func logf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, time.Now().UTC().Format("15:04:05 ")+format+"\n", args...)
}
