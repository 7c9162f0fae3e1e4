import { randomUUID } from 'node:crypto';
import type { Config } from '../config';
import { loadAuthSecret } from '../auth-secret';
import { pendingLinkCookie } from '../features/auth/google-pending-link';
import { SAMPLE_IMAGES } from '../test/sample-images';
import { unsubscribeToken } from '../features/notifications/unsubscribe-token';
import { validCircle } from '../test/circles';
import { TEST_PASSWORD, validChallenge } from '../test/factories';
import { EXPLANATION } from '../test/learning-loop';
import { newPushEndpoint, PUSH_KEYS } from '../test/push-devices';
import type { Scene } from './scene';

export interface RouteRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** A cookie the browser holds besides the session (a pending Google link), sent by every role. */
  cookie?: string;
}

type RequestFor = (scene: Scene, config: Config) => RouteRequest;

const nobody = () => `nobody-${randomUUID()}@example.com`;
const review = { rating: 5, rubric: { clarity: 5, accuracy: 5, examples: 5 }, comment: 'Revised.' };

/**
 * For each route, a request that succeeds when the right caller sends it, on the scene's items. The matrix
 * sends the same request as every role; a route with no entry here fails the matrix like one with no rule.
 */
export const ROUTE_REQUESTS: Record<string, RequestFor> = {
  'GET /healthz': () => ({}),
  'GET /api/client-config': () => ({}),
  'POST /api/contact': () => ({ body: { name: 'Ada', email: nobody(), message: 'Hello there' } }),
  'GET /api/session': () => ({}),
  // A reset link for a token that does not exist: the bridge redirects to the page that says so.
  'GET /api/auth/*': () => ({
    params: { '*': `reset-password/${randomUUID()}?callbackURL=%2Freset-password` },
  }),
  'POST /api/auth/*': () => ({
    params: { '*': 'request-password-reset' },
    body: { email: nobody(), redirectTo: '/reset-password' },
  }),
  'GET /api/leaderboard': () => ({ query: { period: 'all' } }),
  'POST /api/unsubscribe': ({ cast }, config) => {
    const kind = 'weekly_summary';
    const t = unsubscribeToken(loadAuthSecret(config), cast.owner.id, kind);
    return { query: { u: cast.owner.id, k: kind, t } };
  },

  'GET /api/courses/:slug/challenges': () => ({ params: { slug: 'intro-to-python' } }),
  'GET /api/courses/:slug/path': () => ({ params: { slug: 'intro-to-python' } }),
  'POST /api/courses/:slug/path/start': () => ({ params: { slug: 'intro-to-python' } }),
  'POST /api/courses/:slug/items/:item/ask': () => ({
    params: { slug: 'intro-to-python', item: 'variables' },
  }),
  'POST /api/courses/:slug/items/:item/teach': () => ({
    params: { slug: 'intro-to-python', item: 'variables' },
  }),
  'GET /api/paths/next': () => ({}),
  'GET /api/open-reviews': () => ({}),
  'POST /api/challenges': () => ({ body: validChallenge }),
  'GET /api/challenges': () => ({}),
  'GET /api/challenges/count': () => ({}),
  'GET /api/challenges/:id': (scene) => ({ params: { id: scene.challenge } }),
  'POST /api/challenges/:id/start': (scene) => ({ params: { id: scene.acceptedChallenge } }),
  // The reviewed `challenge` is completed (the owner's rating did it): notes and completion need one still open.
  'PUT /api/challenges/:id/notes': (scene) => ({
    params: { id: scene.acceptedChallenge },
    body: { notes: 'Mine.' },
  }),
  'POST /api/challenges/:id/complete': (scene) => ({ params: { id: scene.acceptedChallenge } }),
  'GET /api/challenges/:id/teacher': (scene) => ({ params: { id: scene.challenge } }),
  // Challenges waiting in the open list have no teach-back yet: their owner may still edit or delete them.
  'PATCH /api/challenges/:id': (scene) => ({
    params: { id: scene.openChallenges[0]! },
    body: validChallenge,
  }),
  'DELETE /api/challenges/:id': (scene) => ({ params: { id: scene.openChallenges[0]! } }),
  'GET /api/challenges/open': () => ({ query: { limit: '5' } }),
  // Each caller gets a challenge no earlier caller has accepted (the last one serves any further calls).
  'POST /api/challenges/:id/accept': (scene) => ({
    params: {
      id: scene.openChallenges.length > 1 ? scene.openChallenges.shift()! : scene.openChallenges[0]!,
    },
  }),

  'GET /api/teachbacks': () => ({}),
  'GET /api/teachbacks/count': () => ({}),
  'GET /api/teachbacks/:id': (scene) => ({ params: { id: scene.teachback } }),
  'POST /api/teachbacks/:id/start': (scene) => ({ params: { id: scene.untouchedTeachback } }),
  'PUT /api/teachbacks/:id/notes': (scene) => ({
    params: { id: scene.acceptedTeachback },
    body: { notes: 'Mine.' },
  }),
  'POST /api/teachbacks/:id/complete': (scene) => ({ params: { id: scene.acceptedTeachback } }),
  'POST /api/teachbacks/:id/decline': (scene) => ({
    params: { id: scene.untouchedTeachback },
    body: { reason: 'Not my topic.' },
  }),
  'GET /api/teachbacks/:id/context': (scene) => ({ params: { id: scene.teachback } }),
  'POST /api/teachbacks/:id/revision': (scene) => ({
    params: { id: scene.teachback },
    body: { notes: `${EXPLANATION} Revised.` },
  }),
  // Not published: the explanation holds the assignee's private marker.
  'PUT /api/teachbacks/:id/publish': (scene) => ({
    params: { id: scene.teachback },
    body: { publish: false },
  }),
  'GET /api/courses/:slug/items/:item/explanations': () => ({
    params: { slug: 'intro-to-python', item: 'variables' },
  }),
  'GET /api/explanations/search': () => ({ query: { q: 'binary search' } }),
  'POST /api/explanations/:id/helpful': (scene) => ({ params: { id: scene.publishedExplanation } }),
  'DELETE /api/explanations/:id/helpful': (scene) => ({ params: { id: scene.publishedExplanation } }),

  'GET /api/feedback': () => ({}),
  'GET /api/feedback/counts': () => ({}),
  'GET /api/feedback/received': () => ({}),
  'GET /api/feedback/requests': () => ({}),
  'GET /api/feedback/:id': (scene) => ({ params: { id: scene.feedback } }),
  'PUT /api/feedback/:id/review': (scene) => ({ params: { id: scene.feedback }, body: review }),
  'POST /api/feedback/:id/helpful': (scene) => ({ params: { id: scene.feedback } }),
  'GET /api/feedback/community': () => ({}),
  'GET /api/feedback/community/:id': (scene) => ({ params: { id: scene.communityFeedback } }),
  'PUT /api/feedback/community/:id/review': (scene) => ({
    params: { id: scene.communityFeedback },
    body: review,
  }),
  'GET /api/feedback/:id/replies': (scene) => ({ params: { id: scene.feedback } }),
  'POST /api/feedback/:id/replies': (scene) => ({
    params: { id: scene.feedback },
    body: { body: 'Thanks, **that helps**.' },
  }),
  'PATCH /api/replies/:id': (scene) => ({ params: { id: scene.reply }, body: { body: 'Edited.' } }),
  'DELETE /api/replies/:id': (scene) => ({ params: { id: scene.reply } }),

  'GET /api/circles': () => ({}),
  'POST /api/circles': () => ({ body: { ...validCircle, name: `Circle ${randomUUID().slice(0, 8)}` } }),
  'GET /api/circles/leaderboard': () => ({}),
  'GET /api/onboarding': () => ({}),
  'GET /api/circles/:id': (scene) => ({ params: { id: scene.privateCircle } }),
  'POST /api/circles/:id/join': (scene) => ({ params: { id: scene.openCircle } }),
  'POST /api/circles/:id/requests': (scene) => ({ params: { id: scene.privateCircle } }),
  'POST /api/circles/:id/requests/:requestId/approve': (scene) => ({
    params: { id: scene.privateCircle, requestId: scene.joinRequest },
  }),
  'POST /api/circles/:id/requests/:requestId/decline': (scene) => ({
    params: { id: scene.privateCircle, requestId: scene.joinRequest },
  }),
  'POST /api/circles/:id/leave': (scene) => ({ params: { id: scene.openCircle } }),
  'POST /api/circles/:id/transfer': (scene) => ({
    params: { id: scene.openCircle },
    body: { userId: scene.cast.assignee.id },
  }),
  'POST /api/circles/:id/close': (scene) => ({ params: { id: scene.openCircle } }),

  'POST /api/images': () => ({ body: SAMPLE_IMAGES.png }),
  'GET /api/images/:id': (scene) => ({ params: { id: scene.image } }),
  'PATCH /api/profile': () => ({ body: { displayName: 'Renamed', bio: 'A short bio.' } }),
  'POST /api/profile/avatar': () => ({ body: SAMPLE_IMAGES.png }),
  'DELETE /api/profile/avatar': () => ({}),
  'GET /api/avatars/:userId/:version/:size': (scene) => {
    const [userId = '', version = '', size = ''] = scene.avatar.split('/').slice(-3);
    return { params: { userId, version, size } };
  },
  'GET /api/public-profiles/:handle': (scene) => ({ params: { handle: scene.publicHandle } }),
  'GET /u/:handle': (scene) => ({ params: { handle: scene.publicHandle } }),
  'GET /explore/:slug': () => ({ params: { slug: 'intro-to-python' } }),
  'GET /explore/:slug/:item': () => ({ params: { slug: 'intro-to-python', item: 'variables' } }),
  'GET /api/profile/visibility': () => ({}),
  'PATCH /api/profile/visibility': () => ({ body: { publicProfile: true, showOnLeaderboards: true } }),

  'GET /api/activity': () => ({}),
  'GET /api/profile': () => ({}),
  'PUT /api/daily-goal': () => ({ body: { target: 2 } }),
  'GET /api/portfolio': () => ({}),
  'GET /api/invites': () => ({}),
  // The moderator is nobody's tie in the scene: blocking them moves nothing the other routes use.
  'GET /api/blocks': () => ({}),
  'POST /api/blocks': (scene) => ({ body: { userId: scene.cast.moderator.id } }),
  'DELETE /api/blocks/:userId': (scene) => ({ params: { userId: scene.cast.moderator.id } }),
  'GET /api/notifications': () => ({}),
  'GET /api/notifications/unread': () => ({}),
  'POST /api/notifications/read-all': () => ({}),
  'POST /api/notifications/:id/read': (scene) => ({ params: { id: scene.notification } }),
  'GET /api/notification-preferences': () => ({}),
  'PUT /api/notification-preferences': () => ({
    body: { preferences: [{ kind: 'review_received', delivery: 'email', push: false }] },
  }),
  'GET /api/quiet-hours': () => ({}),
  'PUT /api/quiet-hours': () => ({ body: { start: 23, end: 7 } }),
  'GET /api/push/key': () => ({}),
  // A browser's subscription (the push service is never called by subscribing): each caller moves it to itself.
  'POST /api/push/subscriptions': () => ({ body: { endpoint: newPushEndpoint(), keys: PUSH_KEYS } }),
  'POST /api/push/unsubscribe': (scene) => ({ body: { endpoint: scene.pushEndpoint } }),
  'GET /api/events': () => ({}),

  'POST /api/account/password': () => ({
    body: { currentPassword: TEST_PASSWORD, newPassword: 'another correct horse' },
  }),
  'GET /api/account/sessions': () => ({}),
  // The owner's pending Google link, as the Google callback leaves it: confirming it again is no error.
  'POST /api/google-link/confirm': (scene, config) => ({
    body: { password: TEST_PASSWORD },
    cookie: pendingLinkCookie(
      {
        userId: scene.cast.owner.id,
        email: scene.cast.owner.email,
        providerId: 'google',
        subject: `google-${scene.cast.owner.id}`,
        expiresAt: Date.now() + 60_000,
      },
      loadAuthSecret(config),
      false,
    ).split(';')[0],
  }),
  'GET /api/account/sign-in-methods': () => ({}),
  'DELETE /api/account/sign-in-methods/google': () => ({}),
  'DELETE /api/account/sessions/:id': (scene) => ({
    params: { id: scene.spareSession ?? 'no-such-session' },
  }),
  'POST /api/account/sessions/end-others': () => ({}),
  'GET /api/account/export': () => ({}),
  'GET /api/account/time-zone': () => ({}),
  'PUT /api/account/time-zone': () => ({ body: { timeZone: 'Asia/Tokyo' } }),
  'POST /api/account/delete': () => ({ body: { password: TEST_PASSWORD } }),
  'POST /api/email/verify': (scene) => ({ body: { token: scene.emailLinks.pop() ?? 'no-such-token' } }),
  'POST /api/email/verification/resend': () => ({}),
  'POST /api/email/change': () => ({ body: { newEmail: nobody(), currentPassword: TEST_PASSWORD } }),
  'PUT /api/moderation/users/:userId/suspension': (scene) => ({
    params: { userId: scene.suspendedPerson },
    body: { reason: 'Spam, again.', until: Date.now() + 7 * 24 * 60 * 60_000 },
  }),
  'DELETE /api/moderation/users/:userId/suspension': (scene) => ({
    params: { userId: scene.suspendedPerson },
  }),
  'GET /api/moderation/suspensions': () => ({ query: { limit: '5' } }),
  'GET /api/moderation/users/:userId/xp': (scene) => ({ params: { userId: scene.suspendedPerson } }),
  'POST /api/moderation/xp/:entryId/void': (scene) => ({
    params: { entryId: scene.xpEntry },
    body: { reason: 'Points farmed with a second account.' },
  }),
  'GET /api/moderation/overview': () => ({}),
  'POST /api/reports': (scene) => ({
    body: { itemKind: 'profile', itemId: scene.reported.handle, reason: 'spam', note: 'Selling essays.' },
  }),
  'GET /api/moderation/reports': () => ({ query: { limit: '5' } }),
  'POST /api/moderation/reports/:id/dismiss': (scene) => ({ params: { id: scene.reported.reportId } }),
  'POST /api/moderation/items/hide': (scene) => ({
    body: {
      itemKind: 'profile',
      itemId: scene.reported.id,
      reason: 'Advertising.',
      reportId: scene.reported.reportId,
    },
  }),
  'POST /api/moderation/items/unhide': (scene) => ({
    body: { itemKind: 'profile', itemId: scene.hiddenPerson },
  }),
  'GET /api/moderation/log': () => ({ query: { limit: '5' } }),
};

/** Routes whose success replaces the caller's session (so each is tried on people of its own). */
// Credential changes (features/auth/credential-change.service.ts) end every other session of the account.
export const SESSION_CHANGING_ROUTES = new Set([
  'POST /api/account/password',
  'POST /api/account/delete',
  'POST /api/google-link/confirm',
]);

/** Routes whose request needs the owner's second session in the scene. */
export const SPARE_SESSION_ROUTES = new Set(['DELETE /api/account/sessions/:id']);

/** The address a route pattern names with the request's parameters filled in (path values encoded). */
export function urlOf(route: string, request: RouteRequest): string {
  const pattern = route.slice(route.indexOf(' ') + 1);
  const path = pattern.replace(/:(\w+)|\*/g, (_, name: string | undefined) => {
    const value = request.params?.[name ?? '*'];
    if (value === undefined) throw new Error(`${route}: no value for ${name ?? '*'}`);
    return name ? encodeURIComponent(value) : value;
  });
  return request.query ? `${path}?${new URLSearchParams(request.query).toString()}` : path;
}
