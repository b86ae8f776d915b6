package catalog

import (
	"context"
	"strconv"
	"strings"

	"garihaat"
	"garihaat/listing"
	"garihaat/store"
)

// The public list and what is counted from it: answered from the list
// index of the version the caller read, or by the store's SQL while no
// index of it can be had.

// Vehicles returns one page of vehicles matching f.
func (c *Catalog) Vehicles(ctx context.Context, f garihaat.VehicleFilter) (garihaat.VehiclePage, error) {
	version, err := c.src.CatalogVersion(ctx)
	if err != nil {
		return garihaat.VehiclePage{}, err
	}
	return c.VehiclesAt(ctx, version, f)
}

// pageBounds is f with its page and page size within the list's bounds.
func pageBounds(f garihaat.VehicleFilter) garihaat.VehicleFilter {
	if f.PerPage <= 0 {
		f.PerPage = garihaat.PageSize
	}
	f.PerPage = min(f.PerPage, garihaat.MaxPageSize)
	if f.Page < 1 {
		f.Page = 1
	}
	return f
}

// VehiclesNow is a visitor's page of vehicles matching f: version's (the
// current one, just read by the caller), or — while the follower is still
// applying the writes that made version — the newest version's this
// instance applied, which it returns as at (at ≤ version; the caller
// stamps the answer with it, so it is not kept as version's). See
// listingNow.
func (c *Catalog) VehiclesNow(ctx context.Context, version int64, f garihaat.VehicleFilter) (page garihaat.VehiclePage, at int64, err error) {
	f = pageBounds(f)
	at = version
	ix, exact := c.listingNow(version, f)
	if ix == nil {
		if ix, page, err = c.indexOrSQL(ctx, version, f); err != nil {
			return page, at, err
		}
		exact = true
	}
	if ix != nil {
		page = ix.Page(f)
		if !exact {
			at = ix.Version()
		}
	}
	snap, err := c.snapshotNow(ctx, version)
	if err != nil {
		return page, at, err
	}
	snap.decorate(page.Products)
	return page, min(at, snap.version), nil
}

// VehiclesAt returns one page of vehicles matching f, from the list index
// when the index of version (the current one, just read by the caller) is
// ready, else by SQL.
func (c *Catalog) VehiclesAt(ctx context.Context, version int64, f garihaat.VehicleFilter) (garihaat.VehiclePage, error) {
	f = pageBounds(f)
	page, err := c.Page(ctx, version, f)
	if err != nil {
		return page, err
	}
	snap, err := c.snapshotAt(ctx, version)
	if err != nil {
		return page, err
	}
	snap.decorate(page.Products)
	return page, nil
}

// Page implements store.ReadModel: VehiclesAt before the cards' marks.
func (c *Catalog) Page(ctx context.Context, version int64, f garihaat.VehicleFilter) (garihaat.VehiclePage, error) {
	ix, page, err := c.indexOrSQL(ctx, version, f)
	if ix != nil {
		return ix.Page(f), nil
	}
	return page, err
}

// Any implements store.ReadModel: whether f's list at version holds a
// vehicle, the index stopping at the first (listing.Index.Any), else the
// list's own answer.
func (c *Catalog) Any(ctx context.Context, version int64, f garihaat.VehicleFilter) (bool, error) {
	ix, page, err := c.indexOrSQL(ctx, version, f)
	if ix != nil {
		return ix.Any(f), nil
	}
	return page.Pagination.Total > 0, err
}

// indexOrSQL is the list index that answers f at version or, when none
// can be had in time, the page the SQL answers (ix nil).
func (c *Catalog) indexOrSQL(ctx context.Context, version int64, f garihaat.VehicleFilter) (*listing.Index, garihaat.VehiclePage, error) {
	if ix := c.listingFor(ctx, version, f); ix != nil {
		return ix, garihaat.VehiclePage{}, nil
	}
	page, err := c.src.VehiclesSQL(ctx, f)
	if err == nil && page.Pagination.Total == 0 && f.Query != "" {
		// The SQL matches words as typed; only the index forgives
		// misspellings (listing/forgive.go), so a text search that found
		// nothing waits for it — the first one too, just after start —
		// rather than answer "none" too soon.
		if ix := c.awaitListing(ctx, version, true); ix != nil {
			return ix, garihaat.VehiclePage{}, nil
		}
	}
	return nil, page, err
}

// Names implements store.ReadModel: the snapshot of version or a newer one.
func (c *Catalog) Names(ctx context.Context, version int64) (store.Names, error) {
	snap, err := c.snapshotAt(ctx, version)
	if err != nil {
		return nil, err
	}
	return snap, nil
}

// Probe implements store.ReadModel (a saved search's alerts).
func (c *Catalog) Probe(ctx context.Context, version int64, ids []int64) store.Probe {
	if ix := c.awaitListing(ctx, version, true); ix != nil {
		return probe{ix.Probe(ids)}
	}
	return nil
}

type probe struct{ p *listing.Probe }

func (p probe) Matcher(f garihaat.VehicleFilter) store.Matcher { return p.p.Matcher(f) }

// BudgetPresets implements store.ReadModel: the list index's budget
// presets of version (the filters' options).
func (c *Catalog) BudgetPresets(ctx context.Context, version int64) ([]garihaat.TypeBudgets, bool) {
	if ix := c.awaitListing(ctx, version, true); ix != nil {
		return ix.BudgetPresets(), true
	}
	return nil, false
}

// Listed reports whether vehicle id is in the public list now, from the
// in-memory list index: a page-view beacon is counted only for one, and
// asking costs no query. Until the index is first made (just after start)
// the answer is false, and asking starts making it.
func (c *Catalog) Listed(id int64) bool {
	ix := c.listPart().Current()
	return ix != nil && ix.Listed(id)
}

// Brands returns every brand with its vehicle count and the types it sells.
func (c *Catalog) Brands(ctx context.Context) ([]garihaat.Brand, error) {
	version, err := c.src.CatalogVersion(ctx)
	if err != nil {
		return nil, err
	}
	ix := c.listingIndex(ctx, version)
	var types []garihaat.VehicleType
	if ix != nil {
		if types, err = c.src.Types(ctx); err != nil {
			return nil, err
		}
	}
	return c.brandsAt(ctx, ix, types)
}

// brandsAt is Brands with each brand's vehicles counted by the list index
// ix of the current version, or by SQL when it is nil (not ready): the
// count groups every published vehicle, a fifth of a second for 100,000
// on SQLite, and the home page and every brand page wait for it after each
// catalogue write.
func (c *Catalog) brandsAt(ctx context.Context, ix *listing.Index, types []garihaat.VehicleType) ([]garihaat.Brand, error) {
	brands, err := c.src.BrandList(ctx)
	if err != nil {
		return nil, err
	}
	if ix != nil {
		countBrandsFrom(ix, types, brands)
		return brands, nil
	}
	return brands, c.src.CountBrandsSQL(ctx, brands)
}

// countBrandsFrom fills each brand's total and types (in the order of
// types, every vehicle type) from the list index.
func countBrandsFrom(ix *listing.Index, types []garihaat.VehicleType, brands []garihaat.Brand) {
	counts := ix.BrandTypeCounts()
	for i := range brands {
		for _, t := range types {
			if n := counts[listing.BrandType{Brand: brands[i].ID, Type: t.ID}]; n > 0 {
				brands[i].TotalProducts += n
				brands[i].ProductTypes = append(brands[i].ProductTypes,
					garihaat.Option{ID: t.ID, Name: t.Name, BnTranslation: garihaat.NameBn{Name: t.BnTranslation.Name}})
			}
		}
	}
}

// HomepageProductsPerType is how many of the newest vehicles each type's
// home page row shows.
const HomepageProductsPerType = 10

// Homepage returns the home page payload.
func (c *Catalog) Homepage(ctx context.Context) (garihaat.Homepage, error) {
	version, err := c.src.CatalogVersion(ctx)
	if err != nil {
		return garihaat.Homepage{}, err
	}
	return c.homepageAt(ctx, c.listingIndex(ctx, version))
}

// homepageAt is Homepage with its counts and rows from the list index ix
// of the current version, or by SQL when it is nil (not ready).
func (c *Catalog) homepageAt(ctx context.Context, ix *listing.Index) (garihaat.Homepage, error) {
	var h garihaat.Homepage
	var err error
	if h.Types, err = c.src.Types(ctx); err != nil {
		return h, err
	}
	if h.Brands, err = c.brandsAt(ctx, ix, h.Types); err != nil {
		return h, err
	}
	snap, err := c.snapshotAt(ctx, 0)
	if err != nil {
		return h, err
	}
	for i := range h.Types {
		if ix != nil {
			h.Types[i].Products = ix.Page(garihaat.VehicleFilter{TypeIDs: []int64{h.Types[i].ID},
				Sort: garihaat.SortNewest, Page: 1, PerPage: HomepageProductsPerType}).Products
		} else if h.Types[i].Products, err = c.src.NewestOfType(ctx, h.Types[i].ID, HomepageProductsPerType); err != nil {
			return h, err
		}
		snap.decorate(h.Types[i].Products)
	}
	if h.Dealers, err = c.src.Dealers(ctx); err != nil {
		return h, err
	}
	h.Testimonials, err = c.src.Testimonials(ctx)
	return h, err
}

// Related is what a vehicle's stored detail adds from the snapshot of
// version or a newer one: up to limit related vehicles, the vehicle's
// fair-price mark, and a key that is the same for the same related list
// at one catalogue version.
func (c *Catalog) Related(ctx context.Context, version, id, typeID, brandID int64, limit int) ([]garihaat.VehicleSummary, garihaat.PriceRating, string, error) {
	snap, err := c.snapshotAt(ctx, version)
	if err != nil {
		return nil, garihaat.PriceRating{}, "", err
	}
	related := snap.related(id, typeID, brandID, limit)
	var key strings.Builder
	key.WriteString(strconv.FormatInt(snap.version, 36))
	for _, r := range related {
		key.WriteByte(' ')
		key.WriteString(strconv.FormatInt(r.ID, 36))
	}
	return related, snap.rate(id, typeID, brandID), key.String(), nil
}
