import { http, HttpResponse } from 'msw';
import type { SessionUser } from '../lib/session';
import { buildCircleLeaderboard, buildCircleList } from './circle-fixtures';
import { buildCoursePath } from './course-fixtures';
import { buildNotificationPreferences } from './notification-fixtures';
import {
  buildCounts,
  buildLeaderboard,
  buildPortfolio,
  buildProfile,
  buildTeachbackContext,
} from './learning-fixtures';

/** The user most tests sign in as. */
export const ada: SessionUser = { id: 'u1', email: 'ada@example.com', displayName: 'Ada', photoURL: null };

/** An answer in the API's one error shape. */
export function apiError(status: number, code: string, message = 'failed') {
  return HttpResponse.json({ error: { code, message } }, { status });
}

const notFound = () => apiError(404, 'not_found', 'Not found.');

/**
 * What the API answers when a test says nothing else: nobody signed in, Google sign-in offered, no analytics,
 * and an empty learning loop (the signed-in reads answer empty lists, a single item is not found). Tests
 * override one endpoint at a time with `server.use(…)` or the helpers in ./msw-server.
 *
 * Override one feedback item by its concrete path ('/api/feedback/f1'): an override of '/api/feedback/:id'
 * would come first and also answer '/api/feedback/counts', '/received' and '/requests'. Likewise one circle
 * ('/api/circles/k1'): '/api/circles/:id' would also answer '/api/circles/leaderboard'.
 */
export const defaultHandlers = [
  http.get('/api/session', () => HttpResponse.json({ user: null })),
  http.get('/api/client-config', () =>
    HttpResponse.json({ analyticsMeasurementId: null, googleSignIn: true }),
  ),
  http.get('/api/profile', () => HttpResponse.json({ profile: buildProfile() })),
  http.get('/api/profile/visibility', () =>
    HttpResponse.json({ visibility: { handle: 'ada', publicProfile: false, showOnLeaderboards: true } }),
  ),
  // Settings → Blocked people: nobody blocked yet.
  http.get('/api/blocks', () => HttpResponse.json({ blocked: [], nextCursor: null })),
  http.get('/api/account/sign-in-methods', () =>
    HttpResponse.json({ password: true, google: false, googleAvailable: true }),
  ),
  http.get('/api/challenges', () => HttpResponse.json({ challenges: [] })),
  http.get('/api/teachbacks', () => HttpResponse.json({ teachbacks: [] })),
  http.get('/api/challenges/count', () => HttpResponse.json({ count: 0 })),
  http.get('/api/teachbacks/count', () => HttpResponse.json({ count: 0 })),
  http.get('/api/feedback', () => HttpResponse.json({ feedback: [] })),
  http.get('/api/feedback/counts', () => HttpResponse.json({ counts: buildCounts() })),
  // The getting-started checklist done, so the dashboard shows it only in the tests about it.
  http.get('/api/onboarding', () =>
    HttpResponse.json({ onboarding: { createdChallenge: true, taughtBack: true, reviewed: true } }),
  ),
  // No learning path started yet; nothing taught without being asked waits for a review.
  http.get('/api/paths/next', () => HttpResponse.json({ next: null })),
  http.get('/api/open-reviews', () => HttpResponse.json({ reviews: [], nextCursor: null })),
  // The invite card's link, and no friend has joined from it yet.
  http.get('/api/invites', () =>
    HttpResponse.json({
      url: 'http://localhost:3000/signup?invite=AAAAAAAAAAAAAAAAAAAAAA',
      accepted: [],
      more: false,
    }),
  ),
  http.get('/api/feedback/received', () => HttpResponse.json({ reviews: [] })),
  http.get('/api/feedback/requests', () => HttpResponse.json({ reviews: [] })),
  http.get('/api/feedback/community', () => HttpResponse.json({ reviews: [], nextCursor: null })),
  http.get('/api/portfolio', () => HttpResponse.json({ portfolio: buildPortfolio() })),
  // An empty board for whichever period was asked (all time has no start).
  http.get('/api/leaderboard', ({ request }) => {
    const period = new URL(request.url).searchParams.get('period') ?? 'week';
    const board = buildLeaderboard();
    return HttpResponse.json({ ...board, period, since: period === 'all' ? null : board.since });
  }),
  http.get('/api/activity', () => HttpResponse.json({ activity: [], nextCursor: null })),
  http.get('/api/courses/:slug/challenges', () => HttpResponse.json({ challenges: [], nextCursor: null })),
  http.get('/api/courses/:slug/path', ({ params }) =>
    HttpResponse.json(buildCoursePath(String(params.slug))),
  ),
  http.get('/api/courses/:slug/items/:item/explanations', () =>
    HttpResponse.json({ explanations: [], nextCursor: null }),
  ),
  http.get('/api/explanations/search', () => HttpResponse.json({ results: [] })),
  http.get('/api/challenges/open', () => HttpResponse.json({ challenges: [], nextCursor: null })),
  http.get('/api/challenges/:id', notFound),
  // The owner's challenge page asks who teaches it: by default nobody yet.
  http.get('/api/challenges/:id/teacher', () => HttpResponse.json({ teacher: null })),
  http.get('/api/teachbacks/:id', notFound),
  // A teach-back's work page asks for its challenge's title and review: by default 'Binary search', unreviewed.
  http.get('/api/teachbacks/:id/context', () => HttpResponse.json({ context: buildTeachbackContext() })),
  http.get('/api/feedback/:id', () => apiError(404, 'not_found', 'Feedback not found.')),
  // The conversation under a review: nobody has replied yet.
  http.get('/api/feedback/:id/replies', () => HttpResponse.json({ replies: [] })),
  http.get('/api/circles', () => HttpResponse.json(buildCircleList([]))),
  http.get('/api/circles/leaderboard', () => HttpResponse.json(buildCircleLeaderboard())),
  http.get('/api/circles/:id', () => apiError(404, 'not_found', 'Circle not found.')),
  http.get('/api/notifications', () => HttpResponse.json({ notifications: [], nextCursor: null })),
  http.get('/api/moderation/reports', () => HttpResponse.json({ reports: [], nextCursor: null })),
  http.get('/api/moderation/log', () => HttpResponse.json({ entries: [], nextCursor: null })),
  http.get('/api/notifications/unread', () => HttpResponse.json({ unread: 0 })),
  http.post('/api/notifications/read-all', () => new HttpResponse(null, { status: 204 })),
  http.post('/api/notifications/:id/read', () => new HttpResponse(null, { status: 204 })),
  // No signed query: the unsubscribe page says the link is not valid.
  http.post('/api/unsubscribe', () =>
    apiError(403, 'permission_denied', 'This unsubscribe link is not valid.'),
  ),
  // The zone a profile starts with when the browser sent none.
  http.get('/api/account/time-zone', () => HttpResponse.json({ timeZone: 'UTC', nextChangeAt: null })),
  http.get('/api/notification-preferences', () =>
    HttpResponse.json({ preferences: buildNotificationPreferences() }),
  ),
  // Push: the server's VAPID key, and the quiet hours a new user starts with (22:00 to 08:00).
  http.get('/api/push/key', () => HttpResponse.json({ publicKey: 'BPushKeyOfTheServer' })),
  http.get('/api/quiet-hours', () => HttpResponse.json({ start: 22, end: 8 })),
];
