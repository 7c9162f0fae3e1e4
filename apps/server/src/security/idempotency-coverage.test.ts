import { describe, expect, it } from 'vitest';
import { IDEMPOTENT_ROUTES } from '../plugins/idempotent-routes';
import { appRoutes } from '../test/app-routes';
import { buildTestApp } from '../test/build-test-app';

const BY_NATURE = 'idempotent by nature: the same request leaves the same state, and a repeat sends nothing';
const SAVE = 'a save (PUT/PATCH-like): the same body twice writes the same text';
const GONE = 'a delete: a repeat finds it gone and changes nothing';

/**
 * State-changing routes that do not honour an Idempotency-Key, each with why a repeat cannot act twice. A
 * route that creates or sends must be in IDEMPOTENT_ROUTES (plugins/idempotent-routes.ts) instead.
 */
const EXEMPT: Record<string, string> = {
  'POST /api/auth/*':
    'Better Auth’s own endpoints (sign-up, sign-in, sign-out, reset mail): answers set session cookies a kept answer could not give again; a repeated sign-up is answered “already registered” and sends no second mail (Better Auth’s rate limits bound the rest)',
  'POST /api/google-link/confirm': 'answers with a session cookie; the pending-link cookie is used once',
  'POST /api/email/verify': 'the mailed token is the key: it is single-use, a repeat changes nothing',
  'POST /api/account/password':
    'a credential change that answers with a new session cookie; a repeat fails on the changed password and changes nothing',
  'POST /api/account/delete': 'the account is gone after the first: a repeat is signed out (401)',
  'POST /api/account/sessions/end-others': BY_NATURE,
  'DELETE /api/account/sessions/:id': GONE,
  'DELETE /api/account/sign-in-methods/google': GONE,
  'PUT /api/account/time-zone': SAVE,
  'PATCH /api/challenges/:id': SAVE,
  'DELETE /api/challenges/:id': GONE,
  'PUT /api/challenges/:id/notes': SAVE,
  'PUT /api/teachbacks/:id/notes': SAVE,
  'PUT /api/teachbacks/:id/publish': `${SAVE} (the library row follows the choice)`,
  'DELETE /api/explanations/:id/helpful': GONE,
  'PATCH /api/replies/:id': SAVE,
  'DELETE /api/replies/:id': GONE,
  'POST /api/images':
    'an upload of raw bytes: a repeat stores an image nobody names, which the scheduler’s cleanup deletes after a day; it sends nothing',
  'POST /api/blocks': `${BY_NATURE} (one row per pair)`,
  'DELETE /api/blocks/:userId': GONE,
  'PATCH /api/profile': SAVE,
  'PUT /api/daily-goal': SAVE,
  'POST /api/profile/avatar': 'replaces the photo: the same upload twice leaves the same photo',
  'DELETE /api/profile/avatar': GONE,
  'PATCH /api/profile/visibility': SAVE,
  'POST /api/notifications/read-all': BY_NATURE,
  'POST /api/notifications/:id/read': BY_NATURE,
  'PUT /api/notification-preferences': SAVE,
  'PUT /api/quiet-hours': SAVE,
  'POST /api/push/subscriptions': `${BY_NATURE} (an upsert on the endpoint: a repeat answers the same id)`,
  'POST /api/push/unsubscribe': GONE,
  'POST /api/unsubscribe': BY_NATURE,
  'PUT /api/moderation/users/:userId/suspension': `${SAVE} (a suspension already in place is kept)`,
  'DELETE /api/moderation/users/:userId/suspension': GONE,
};

const { app } = await buildTestApp();
const changing = appRoutes(app).filter((route) => !route.startsWith('GET '));

describe('every state-changing route either honours an Idempotency-Key or says why it need not', () => {
  it('has no route in neither list', () => {
    const unlisted = changing.filter((route) => !(route in IDEMPOTENT_ROUTES) && !(route in EXEMPT));
    expect(unlisted, 'add each to IDEMPOTENT_ROUTES if it creates or sends, or to EXEMPT with why').toEqual(
      [],
    );
  });

  it('lists no route twice and none the app does not have', () => {
    expect(Object.keys(EXEMPT).filter((route) => route in IDEMPOTENT_ROUTES)).toEqual([]);
    const stale = [...Object.keys(IDEMPOTENT_ROUTES), ...Object.keys(EXEMPT)].filter(
      (route) => !changing.includes(route),
    );
    expect(stale).toEqual([]);
  });
});
