import { queryClient } from '@/lib/query-client';
import { homepageQuery } from '@/features/home/api/get-homepage';
import { vehicleQuery } from '@/features/vehicle/api/get-vehicle';
import { HomePage, VehicleListPage, VehiclePage } from './router';

/**
 * prefetchForPath starts the data of the first page while its lazy code is
 * still downloading, saving a round trip on slow mobile links. It resolves
 * when the page's code has loaded (index.html already preloads it), so the
 * first render shows the page rather than a spinner; other pages resolve at
 * once and load as usual.
 */
export function prefetchForPath(pathname: string): Promise<void> {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') {
    void queryClient.prefetchQuery(homepageQuery());
    return HomePage.preload();
  }
  if (path === '/all-vehicles') return VehicleListPage.preload();
  const vehicle = /^\/vehicle-details\/([^/]+)$/.exec(path);
  if (vehicle) {
    let slug: string | null = null;
    try {
      slug = decodeURIComponent(vehicle[1]);
    } catch {
      /* a malformed address: the page shows its not-found state */
    }
    if (slug) void queryClient.prefetchQuery(vehicleQuery(slug));
    return VehiclePage.preload();
  }
  return Promise.resolve();
}
