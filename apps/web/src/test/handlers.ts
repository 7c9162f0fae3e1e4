import { http, HttpResponse } from 'msw';
import type { SessionUser } from '../lib/session';
import { buildProfile } from './learning-fixtures';

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
 */
export const defaultHandlers = [
  http.get('/api/session', () => HttpResponse.json({ user: null })),
  http.get('/api/client-config', () =>
    HttpResponse.json({ analyticsMeasurementId: null, googleSignIn: true }),
  ),
  http.get('/api/profile', () => HttpResponse.json({ profile: buildProfile() })),
  http.get('/api/challenges', () => HttpResponse.json({ challenges: [] })),
  http.get('/api/teachbacks', () => HttpResponse.json({ teachbacks: [] })),
  http.get('/api/feedback', () => HttpResponse.json({ feedback: [] })),
  http.get('/api/activity', () => HttpResponse.json({ activity: [] })),
  http.get('/api/challenges/:id', notFound),
  http.get('/api/teachbacks/:id', notFound),
];
