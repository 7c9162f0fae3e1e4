import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CircleResponse, CircleSummary, CreateCircle } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { circleKeys } from './circle-keys';

/** POST /api/circles: the creator becomes its owner and first member. */
async function createCircle(input: CreateCircle): Promise<CircleSummary> {
  return (await apiFetch<CircleResponse>('/api/circles', { method: 'POST', body: input })).circle;
}

export function useCreateCircle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCircle,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: circleKeys.all });
      void client.invalidateQueries({ queryKey: queryRoots.activity });
    },
  });
}
