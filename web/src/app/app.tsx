import { StrictMode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session';
import { AppRoutes } from './router';
import { ScrollToTop } from './scroll-to-top';

/** App wires the providers around the route table. */
export function App() {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <BrowserRouter>
            <ScrollToTop />
            <AppRoutes />
          </BrowserRouter>
        </SessionProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
