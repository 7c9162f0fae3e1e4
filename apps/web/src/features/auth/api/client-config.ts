import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';

/**
 * The answer checked field by field as the shared `clientConfigSchema` describes it, not parsed with zod: the
 * login and signup pages read it at once (the Google button), and zod would then be part of their first load.
 */
function clientConfigFrom(payload: unknown): ClientConfig {
  const { analyticsMeasurementId, googleSignIn } = (payload ?? {}) as Record<string, unknown>;
  if (
    typeof payload === 'object' &&
    payload !== null &&
    (analyticsMeasurementId === null || typeof analyticsMeasurementId === 'string') &&
    typeof googleSignIn === 'boolean'
  )
    return { analyticsMeasurementId, googleSignIn };
  throw new Error('GET /api/client-config did not answer with the client configuration.');
}

export async function fetchClientConfig(): Promise<ClientConfig> {
  return clientConfigFrom(await apiFetch<unknown>('/api/client-config'));
}

/** The deployment's public settings; they do not change while the page is open. */
const clientConfigQuery = queryOptions({
  queryKey: ['client-config'],
  queryFn: fetchClientConfig,
  staleTime: Infinity,
  retry: false,
});

export function useClientConfig() {
  return useQuery(clientConfigQuery);
}
