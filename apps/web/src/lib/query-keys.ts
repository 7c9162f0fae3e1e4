import type { RealtimeType } from '@teachloop/shared';

/**
 * The first element of every server-data query key, one per realtime event type. Features build their keys on
 * these ([root, 'list', params], [root, 'detail', id]), so invalidating a root reaches its lists and details.
 */
export const queryRoots = {
  challenges: ['challenges'],
  teachbacks: ['teachbacks'],
  feedback: ['feedback'],
  activity: ['activity'],
  profile: ['profile'],
} as const satisfies Record<RealtimeType, readonly [RealtimeType]>;
