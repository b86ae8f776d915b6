import { queryClient } from '@/lib/query-client';
import { rememberedVehicleType } from '@/lib/storage-keys';
import { homepageQuery } from '@/features/home/api/get-homepage';
import { vehicleQuery } from '@/features/vehicle/api/get-vehicle';
import { vehiclesQuery } from '@/features/catalogue/api/get-vehicles';
import { filterParamsQuery } from '@/features/catalogue/api/get-filter-params';
import { brandsQuery } from '@/features/catalogue/api/get-brands';
import { parseFilters, toApiParams } from '@/features/catalogue/lib/filters';
import { HomePage, VehicleListPage, VehiclePage } from './router';

/**
 * prefetchForPath loads the first page's code and data (index.html has
 * already started both), and resolves when both are here, so the first
 * render shows the page itself: rendered from data already in the cache, it
 * is one render in slices (main.tsx) rather than a skeleton followed by a
 * second, unsliced render when the data lands. A failed request resolves
 * too (the page shows its error state); other pages resolve at once and
 * load as usual.
 */
export function prefetchForPath(pathname: string, search = ''): Promise<unknown> {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return Promise.all([HomePage.preload(), queryClient.prefetchQuery(homepageQuery())]);
  if (path === '/all-vehicles') {
    const waits: Promise<unknown>[] = [VehicleListPage.preload()];
    // The bare list: what early-start.js fetched (no filters in the
    // address, no type remembered by a home tile).
    if (search === '' && !rememberedVehicleType()) {
      waits.push(
        queryClient.prefetchQuery(vehiclesQuery(toApiParams(parseFilters(new URLSearchParams()), {}))),
        queryClient.prefetchQuery(filterParamsQuery()),
        queryClient.prefetchQuery(brandsQuery()),
      );
    }
    return Promise.all(waits);
  }
  const vehicle = /^\/vehicle-details\/([^/]+)$/.exec(path);
  if (vehicle) {
    let slug: string | null = null;
    try {
      slug = decodeURIComponent(vehicle[1]);
    } catch {
      /* a malformed address: the page shows its not-found state */
    }
    return Promise.all([VehiclePage.preload(), slug ? queryClient.prefetchQuery(vehicleQuery(slug)) : null]);
  }
  return Promise.resolve();
}
