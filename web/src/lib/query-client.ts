import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** queryClient is the app's one server-data cache. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 5 * 60 * 1000,
      refetchOnWindowFocus: false,
      // Retry network and server failures once; 4xx answers are final.
      retry: (count, err) => count < 1 && (!(err instanceof ApiError) || err.status === 0 || err.status >= 500),
    },
    mutations: { retry: false },
  },
});
