import { QueryClient } from '@tanstack/react-query';

/**
 * One retry covers a dropped connection without making a real error wait long; refetching on focus keeps data
 * fresh when a user comes back to the tab; 30 s of freshness avoids refetching on every page change.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 30_000 },
    },
  });
}
