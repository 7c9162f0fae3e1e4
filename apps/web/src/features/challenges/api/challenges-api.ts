import type { Challenge } from '@teachloop/shared';
import { queryRoots } from '../../../lib/query-keys';
import { createWorkItemApi } from '../../../lib/work-item-api';

/**
 * /api/challenges: the signed-in user's own challenges (due date ascending), one of them (404 'Challenge not
 * found' for anyone else's), its notes (PUT, moves it to in_progress), start (accepted → in_progress, 409
 * otherwise) and complete (any open state → completed).
 */
export const challengesApi = createWorkItemApi<Challenge>({
  path: '/api/challenges',
  root: queryRoots.challenges,
  itemField: 'challenge',
  listField: 'challenges',
});

export const { keys: challengeKeys, usePages: useChallengePages } = challengesApi;
