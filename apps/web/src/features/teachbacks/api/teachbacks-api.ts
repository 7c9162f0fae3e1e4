import type { Teachback } from '@teachloop/shared';
import { queryRoots } from '../../../lib/query-keys';
import { createWorkItemApi } from '../../../lib/work-item-api';

/**
 * /api/teachbacks: the teach-backs assigned to the signed-in user (due date ascending), one of them (404
 * 'Teach-back not found' otherwise), its notes (PUT, moves it to in_progress), start (pending → in_progress,
 * 409 otherwise) and complete (asks the requester for feedback).
 */
export const teachbacksApi = createWorkItemApi<Teachback>({
  path: '/api/teachbacks',
  root: queryRoots.teachbacks,
  itemField: 'teachback',
  listField: 'teachbacks',
});

export const { usePages: useTeachbackPages } = teachbacksApi;
