import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientConfigSchema, type ClientConfig } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';

export async function fetchClientConfig(): Promise<ClientConfig> {
  return clientConfigSchema.parse(await apiFetch<unknown>('/api/client-config'));
}

/** The deployment's public settings; they do not change while the page is open. */
export const clientConfigQuery = queryOptions({
  queryKey: ['client-config'],
  queryFn: fetchClientConfig,
  staleTime: Infinity,
  retry: false,
});

export function useClientConfig() {
  return useQuery(clientConfigQuery);
}
