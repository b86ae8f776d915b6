import { queryClient } from '@/lib/query-client';
import { rememberedVehicleType } from '@/lib/storage-keys';
import { homepageQuery } from '@/features/home/api/get-homepage';
import { vehicleQuery } from '@/features/vehicle/api/get-vehicle';
import { vehiclesQuery } from '@/features/catalogue/api/get-vehicles';
import { filterParamsQuery } from '@/lib/filter-params';
import { brandsQuery } from '@/features/catalogue/api/get-brands';
import { parseFilters, toApiParams } from '@/features/catalogue/lib/filters';
import { FIRST_PAGES } from '@/lib/constants.gen';
import { HomePage, VehicleListPage, VehiclePage } from './router';

/**
 * DATA_BUDGET_MS is how long the first render waits for the first page's
 * data. On a good connection the data is in by then and the page appears
 * whole, in one render; on a slow or stalled one the shell (header, menu,
 * search, language, tab bar) must not wait with it: the page renders with
 * its skeletons and fills in when the data lands.
 */
export const DATA_BUDGET_MS = 400;

/** withinBudget resolves when data has arrived or the budget is spent. */
function withinBudget(data: Promise<unknown>): Promise<unknown> {
  return Promise.race([data, new Promise((resolve) => setTimeout(resolve, DATA_BUDGET_MS))]);
}

/**
 * prefetchForPath loads the first page's code and data (index.html has
 * already started both), and resolves when the code is here and the data
 * too, or DATA_BUDGET_MS have passed, whichever is first: rendered from
 * data already in the cache, the page is one render in slices (main.tsx)
 * rather than a skeleton followed by a second render. A failed request
 * resolves too (the page shows its error state with a retry); other pages
 * resolve at once and load as usual.
 */
export function prefetchForPath(pathname: string, search = ''): Promise<unknown> {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === FIRST_PAGES.home) return Promise.all([HomePage.preload(), withinBudget(queryClient.prefetchQuery(homepageQuery()))]);
  if (path === FIRST_PAGES.list) {
    const waits: Promise<unknown>[] = [VehicleListPage.preload()];
    // The bare list: what early-start.js fetched (no filters in the
    // address, no type remembered by a home tile).
    if (search === '' && !rememberedVehicleType()) {
      waits.push(
        withinBudget(
          Promise.all([
            queryClient.prefetchQuery(vehiclesQuery(toApiParams(parseFilters(new URLSearchParams()), {}))),
            queryClient.prefetchQuery(filterParamsQuery()),
            queryClient.prefetchQuery(brandsQuery()),
          ]),
        ),
      );
    }
    return Promise.all(waits);
  }
  const vehicle = path.startsWith(FIRST_PAGES.vehicle) ? /^[^/]+$/.exec(path.slice(FIRST_PAGES.vehicle.length)) : null;
  if (vehicle) {
    let slug: string | null = null;
    try {
      slug = decodeURIComponent(vehicle[0]);
    } catch {
      /* a malformed address: the page shows its not-found state */
    }
    return Promise.all([VehiclePage.preload(), slug ? withinBudget(queryClient.prefetchQuery(vehicleQuery(slug))) : null]);
  }
  return Promise.resolve();
}
