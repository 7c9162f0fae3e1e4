import type { RealtimeType } from '@teachloop/shared';

/**
 * The first element of every server-data query key, one per realtime event type. Features build their keys on
 * these ([root, 'list', params], [root, 'detail', id]), so invalidating a root reaches its lists and details.
 *
 * What each live event reaches, by building every key under its root (decision 006):
 * - `profile` (an XP award, a badge): the profile (['profile', 'own']), the portfolio (['profile', 'portfolio'])
 *   and the leaderboard (['profile', 'leaderboard', params]);
 * - `feedback` (a review submitted, revised or marked helpful): feedback to give (['feedback', 'list', params]),
 *   the counts, Received, Requests and the side panel's detail (['feedback', 'counts' | 'received' |
 *   'requests' | 'detail', …]);
 * - `circles` (a circle created, joined, asked to join, answered, left, handed over or closed): Find a Circle
 *   (['circles', 'list', params]), a circle's page (['circles', 'detail', id]) and the dashboard's circle
 *   leaderboard (['circles', 'leaderboard', params]);
 * - `notifications` (one written, or read in another tab): the bell's count and the notification centre.
 */
/**
 * A query that sums up data under several roots (the dashboard's getting-started checklist) lives under none
 * of them: it names the realtime types whose events must refetch it in its `meta`.
 */
export interface LiveQueryMeta extends Record<string, unknown> {
  liveTypes: readonly RealtimeType[];
}

export const queryRoots = {
  challenges: ['challenges'],
  teachbacks: ['teachbacks'],
  feedback: ['feedback'],
  activity: ['activity'],
  profile: ['profile'],
  circles: ['circles'],
  notifications: ['notifications'],
  /** No query lives here: a `people` event refetches the session and every root (lib/realtime.ts). */
  people: ['people'],
  /** The moderators' queue, log, suspensions and overview (features/moderation). */
  moderation: ['moderation'],
} as const satisfies Record<RealtimeType, readonly [RealtimeType]>;
