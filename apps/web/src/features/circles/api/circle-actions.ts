import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CIRCLE_MESSAGES, type CircleResponse, type CircleSummary } from '@teachloop/shared';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { circleKeys, circlePath } from './circle-keys';

/** What a person can do to a circle; each is one POST under /api/circles/:id. */
export type CircleAction =
  | { kind: 'join' }
  | { kind: 'request' }
  | { kind: 'leave' }
  | { kind: 'close' }
  | { kind: 'transfer'; userId: string }
  | { kind: 'approve' | 'decline'; requestId: string };

function request(action: CircleAction): { path: string; body?: unknown } {
  switch (action.kind) {
    case 'request':
      return { path: '/requests' };
    case 'transfer':
      return { path: '/transfer', body: { userId: action.userId } };
    case 'approve':
    case 'decline':
      return { path: `/requests/${encodeURIComponent(action.requestId)}/${action.kind}` };
    default:
      return { path: `/${action.kind}` };
  }
}

/** Performs an action; answers with the circle as I now see it (null after closing it). */
async function runCircleAction(circleId: string, action: CircleAction): Promise<CircleSummary | null> {
  const { path, body } = request(action);
  if (action.kind === 'close') {
    await apiFetch<null>(circlePath(circleId, path), { method: 'POST', body });
    return null;
  }
  return (await apiFetch<CircleResponse>(circlePath(circleId, path), { method: 'POST', body })).circle;
}

/** One circle's actions; afterwards every circle read and my activity are refetched. */
export function useCircleAction(circleId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: CircleAction) => runCircleAction(circleId, action),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: circleKeys.all });
      void client.invalidateQueries({ queryKey: queryRoots.activity });
    },
  });
}

/**
 * What to say when an action failed: the server's reason when it refused for the circle's state or the
 * user's role ('This circle is full.', 'Only the circle’s owner can do that.'), else our fallback.
 */
export function circleErrorText(error: unknown, fallback: string = CIRCLE_MESSAGES.actionFailed): string {
  const explained = ['conflict', 'permission_denied', 'not_found', 'invalid_argument'];
  return error instanceof ApiError && explained.includes(error.code) ? error.message : fallback;
}
