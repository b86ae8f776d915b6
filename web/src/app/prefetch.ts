import { queryClient } from '@/lib/query-client';
import { homepageQuery } from '@/features/home/api/get-homepage';

/**
 * prefetchForPath starts the data of the first page while its lazy code is
 * still downloading, saving a round trip on slow mobile links.
 */
export function prefetchForPath(pathname: string) {
  if (pathname === '/') void queryClient.prefetchQuery(homepageQuery());
}
