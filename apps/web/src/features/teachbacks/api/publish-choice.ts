import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublishState, TeachbackContext } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { teachbackContextKey } from './teachback-context';

/**
 * PUT /api/teachbacks/:id/publish: the author's choice to publish the explanation in the course library once it
 * is rated 4 stars or more. The answer says whether the library holds it now; the page's context shows both.
 */
export function useSavePublishChoice(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (publish: boolean) =>
      apiFetch<PublishState>(`/api/teachbacks/${encodeURIComponent(id)}/publish`, {
        method: 'PUT',
        body: { publish },
      }),
    onSuccess: (state) =>
      client.setQueryData<TeachbackContext>(teachbackContextKey(id), (context) =>
        context ? { ...context, ...state } : context,
      ),
  });
}
