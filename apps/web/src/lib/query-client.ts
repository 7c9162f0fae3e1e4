import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** A 4xx answer will not change on a second try (not found, no permission); a dropped connection may. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const clientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return failureCount < 1 && !clientError;
}

/**
 * One retry covers a dropped connection without making a real error wait long; refetching on focus keeps data
 * fresh when a user comes back to the tab; 30 s of freshness avoids refetching on every page change (live
 * events invalidate what changed sooner).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: true, staleTime: 30_000 },
    },
  });
}
