import type { AddressInfo } from 'node:net';
import {
  ACTIVITY_TYPE_FILTERS,
  CHALLENGE_LEVELS,
  COURSES,
  LEADERBOARD_PERIODS,
  LEADERBOARD_SORTS,
} from '@teachloop/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../test/app-routes';
import { outbox } from '../test/auth-helpers';
import { buildTestApp, TEST_ORIGIN } from '../test/build-test-app';
import { call } from '../test/factories';
import { openStream } from '../test/sse-test-client';
import { urlOf, type RouteRequest } from './route-requests';
import {
  buildVisibilityScene,
  LIBRARY_ITEM,
  VISIBILITY_ROLES,
  type Marker,
  type VisibilityRole,
  type VisibilityScene,
} from './visibility-scene';

/*
 * The visibility matrix: hidden items, a suspended author's content and a blocked pair's replies and
 * explanations, each with a distinctive text in every text field (visibility-scene.ts), and every GET route of
 * the app's route table called as every role with the seeded ids of each kind and the query variants the route
 * takes. A text may reach only its author (and, for a blocked pair's explanation, the reviewer of it); a
 * moderator reads it only on the moderators' own pages. Before the moderation, the same sweep must show each
 * text to someone it is later taken from: so the moderation, not the scene, is what keeps it out.
 */

const { app, db, config } = await buildTestApp({ CONTACT_RATE_LIMIT: '10000' });
const routes = appRoutes(app);

/** One call of the sweep and what it showed. */
interface Sighting {
  call: string;
  role: VisibilityRole;
  status: number;
  body: string;
}

/** Moderators' pages: the queue shows a reported item in context, so a moderator may read any text there. */
const MODERATION_PAGES = /^GET \/api\/moderation\//;

/** Live streams carry ids only (decision 003); they are read by the stream test below, not by inject. */
const STREAM_ROUTES = new Set(['GET /api/events']);

type Variants = (scene: VisibilityScene) => RouteRequest[];
const none: Variants = () => [{}];
const byId = (ids: (scene: VisibilityScene) => string[], name = 'id'): Variants => {
  return (scene) => ids(scene).map((value) => ({ params: { [name]: value } }));
};
const queries =
  (...list: Record<string, string>[]): Variants =>
  () =>
    list.map((query) => ({ query }));
const workLists = queries({}, { active: 'true' }, { limit: '50' }, { active: 'true', limit: '5' });
const searches = (key: string) => ['HIDDEN', 'SUSPENDED', 'BLOCKER', 'BLOCKED'].map((q) => ({ [key]: q }));

/** Every GET route with the requests that fill it: each id of the right kind, each query it supports. */
const VISIBILITY_REQUESTS: Record<string, Variants> = {
  'GET /healthz': none,
  'GET /api/client-config': none,
  'GET /api/session': none,
  'GET /api/auth/*': () => [{ params: { '*': 'get-session' } }, { params: { '*': 'list-sessions' } }],
  'GET /api/leaderboard': queries(
    ...LEADERBOARD_PERIODS.flatMap((period) => LEADERBOARD_SORTS.map((sort) => ({ period, sort }))),
    ...searches('q'),
  ),
  'GET /api/courses/:slug/challenges': () => COURSES.map((course) => ({ params: { slug: course.slug } })),
  'GET /api/courses/:slug/path': () => COURSES.map((course) => ({ params: { slug: course.slug } })),
  'GET /api/paths/next': none,
  'GET /api/challenges': workLists,
  'GET /api/challenges/count': queries({}, { active: 'true' }),
  'GET /api/challenges/:id': byId((scene) => scene.challenges),
  'GET /api/challenges/:id/teacher': byId((scene) => scene.challenges),
  'GET /api/challenges/open': queries(
    { limit: '50' },
    { topic: 'Python' },
    ...CHALLENGE_LEVELS.map((level) => ({ level, limit: '50' })),
  ),
  'GET /api/teachbacks': workLists,
  'GET /api/teachbacks/count': queries({}, { active: 'true' }),
  'GET /api/teachbacks/:id': byId((scene) => scene.teachbacks),
  'GET /api/teachbacks/:id/context': byId((scene) => scene.teachbacks),
  'GET /api/feedback': queries({}, { limit: '50' }),
  'GET /api/feedback/counts': none,
  'GET /api/feedback/received': queries({}, { limit: '50' }),
  'GET /api/feedback/requests': queries({}, { pending: 'true' }, { limit: '50' }),
  'GET /api/feedback/:id': byId((scene) => scene.feedback),
  'GET /api/feedback/community': queries({}, { limit: '50' }),
  'GET /api/feedback/community/:id': byId((scene) => scene.feedback),
  'GET /api/open-reviews': none,
  'GET /api/feedback/:id/replies': byId((scene) => scene.feedback),
  'GET /api/circles': queries({}, ...searches('q'), { level: 'Intermediate' }),
  'GET /api/circles/leaderboard': queries({}, { limit: '20' }),
  'GET /api/onboarding': none,
  'GET /api/circles/:id': byId((scene) => scene.circles),
  // Images and photos are bytes: no text of anyone's to show. Called so a change to them is seen.
  'GET /api/images/:id': () => [{ params: { id: 'no-such-image' } }],
  'GET /api/avatars/:userId/:version/:size': (scene) =>
    scene.userIds.map((userId) => ({ params: { userId, version: '1', size: '96' } })),
  'GET /api/public-profiles/:handle': byId((scene) => scene.handles, 'handle'),
  'GET /u/:handle': byId((scene) => scene.handles, 'handle'),
  'GET /explore/:slug': () => COURSES.map((course) => ({ params: { slug: course.slug } })),
  // Every item of every path: the library's explanations show on their item's page.
  'GET /explore/:slug/:item': () =>
    COURSES.flatMap((course) =>
      course.path.map((item) => ({ params: { slug: course.slug, item: item.slug } })),
    ),
  'GET /api/profile/visibility': none,
  // The library of the item the scene's explanations were published on, and the search over every library.
  'GET /api/courses/:slug/items/:item/explanations': () => [{ params: LIBRARY_ITEM }],
  'GET /api/explanations/search': queries(
    ...searches('q'),
    { q: 'library explanation' },
    { q: 'library', course: LIBRARY_ITEM.slug },
  ),
  'GET /api/activity': queries(
    { limit: '50' },
    ...ACTIVITY_TYPE_FILTERS.map((type) => ({ type, limit: '50' })),
    ...searches('q'),
  ),
  'GET /api/profile': none,
  'GET /api/portfolio': none,
  'GET /api/invites': none,
  'GET /api/blocks': none,
  'GET /api/notifications': queries({}, { limit: '50' }),
  'GET /api/notifications/unread': none,
  'GET /api/notification-preferences': none,
  'GET /api/quiet-hours': none,
  'GET /api/push/key': none,
  'GET /api/account/sessions': none,
  'GET /api/account/sign-in-methods': none,
  'GET /api/account/export': none,
  'GET /api/account/time-zone': none,
  'GET /api/moderation/suspensions': queries({ limit: '50' }),
  'GET /api/moderation/users/:userId/xp': byId((scene) => scene.userIds, 'userId'),
  'GET /api/moderation/overview': none,
  'GET /api/moderation/reports': queries({ limit: '50' }),
  'GET /api/moderation/log': queries({ limit: '50' }),
};

const getRoutes = routes.filter((route) => route.startsWith('GET '));

function send(route: string, request: RouteRequest, role: VisibilityRole, scene: VisibilityScene) {
  const headers: Record<string, string> = {
    origin: TEST_ORIGIN,
    // The profile and course pages are HTML, as a browser asks for them; the API answers JSON either way.
    accept: /^GET \/(u|explore)\//.test(route) ? 'text/html' : 'application/json',
  };
  if (role !== 'anonymous') headers.cookie = scene.people[role].cookie;
  return app.inject({ method: 'GET', url: urlOf(route, request), headers });
}

/** Every GET route, every variant, every role: what each call showed. */
async function sweep(scene: VisibilityScene): Promise<Sighting[]> {
  const sightings: Sighting[] = [];
  for (const route of getRoutes) {
    if (STREAM_ROUTES.has(route)) continue;
    const variants = VISIBILITY_REQUESTS[route];
    if (!variants) continue;
    for (const request of variants(scene)) {
      for (const role of VISIBILITY_ROLES) {
        const response: LightMyRequestResponse = await send(route, request, role, scene);
        sightings.push({
          call: `GET ${urlOf(route, request)}`,
          role,
          status: response.statusCode,
          body: response.body,
        });
      }
    }
  }
  return sightings;
}

/**
 * What the product shows on purpose beyond an item's readers: one's own history keeps the words it was written
 * with (the activity line 'Joined “…”' and the export of it), as a notification keeps the text it was sent with.
 */
const HISTORY_KEPT: { label: RegExp; role: VisibilityRole; call: RegExp }[] = [
  { label: /-CIRCLE-NAME$/, role: 'mate', call: /^GET \/api\/(activity|account\/export)\b/ },
];

/** May `role` read `marker` in what `call` answered? */
function mayRead(marker: Marker, role: VisibilityRole, callName: string) {
  if (role === 'moderator' && MODERATION_PAGES.test(callName)) return true;
  if (
    HISTORY_KEPT.some(
      (kept) => kept.role === role && kept.label.test(marker.label) && kept.call.test(callName),
    )
  )
    return true;
  return (marker.readers as readonly string[]).includes(role);
}

/** Every (call, role, marker) where a text reached someone it must not. */
function leaksIn(sightings: readonly Sighting[], markers: readonly Marker[]): string[] {
  return sightings.flatMap((seen) =>
    markers
      .filter((marker) => seen.body.includes(marker.text) && !mayRead(marker, seen.role, seen.call))
      .map((marker) => `${seen.call} as ${seen.role}: ${marker.label}`),
  );
}

let before: Sighting[] = [];
let mailsBefore = 0;
const scene = await buildVisibilityScene(app, db, async (unmoderated) => {
  before = await sweep(unmoderated);
  mailsBefore = (await outbox(config)).length;
});
const after = await sweep(scene);

describe('the visibility matrix', () => {
  it('calls every GET route the app serves, and names no other', () => {
    expect(
      getRoutes.filter((route) => !VISIBILITY_REQUESTS[route] && !STREAM_ROUTES.has(route)),
      'GET routes the matrix does not call (add them to VISIBILITY_REQUESTS)',
    ).toEqual([]);
    expect(
      Object.keys(VISIBILITY_REQUESTS).filter((route) => !getRoutes.includes(route)),
      'requests for routes the app does not serve',
    ).toEqual([]);
  });

  it('showed each text, before the moderation, to someone it is then taken from', () => {
    const unseen = scene.markers.filter(
      (marker) =>
        marker.unmoderated !== 'private' &&
        !before.some(
          (seen) => seen.body.includes(marker.text) && !(marker.readers as string[]).includes(seen.role),
        ),
    );
    expect(unseen.map((marker) => marker.label)).toEqual([]);
  });

  it('shows no hidden, suspended or blocked text to anyone but its readers, on any GET route', () => {
    expect(after.filter((seen) => seen.status >= 500).map((seen) => `${seen.call} as ${seen.role}`)).toEqual(
      [],
    );
    expect(leaksIn(after, scene.markers)).toEqual([]);
  });

  it('still shows the author their own hidden items', () => {
    const own = scene.markers.filter((marker) => marker.readers.includes('author'));
    const unseen = own.filter(
      (marker) => !after.some((seen) => seen.role === 'author' && seen.body.includes(marker.text)),
    );
    expect(own.length).toBeGreaterThan(0);
    expect(unseen.map((marker) => marker.label)).toEqual([]);
  });

  it('mails none of the texts to anyone else after the moderation', async () => {
    const mails = (await outbox(config)).slice(mailsBefore);
    const roleOf = new Map(Object.entries(scene.people).map(([role, person]) => [person.email, role]));
    const leaks = mails.flatMap((mail) => {
      const role = roleOf.get(mail.to) ?? mail.to;
      const text = JSON.stringify(mail);
      return scene.markers
        .filter((marker) => text.includes(marker.text) && !(marker.readers as string[]).includes(role))
        .map((marker) => `mail "${mail.subject}" to ${role}: ${marker.label}`);
    });
    expect(leaks).toEqual([]);
  });
});

await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
// Node's fetch keeps spare connections open; closing them lets the app close at once (after-hooks run in reverse).
afterAll(() => app.server.closeAllConnections());

describe('the live stream', () => {
  it(
    'sends no text to anyone while the thread under a hidden review moves on',
    { timeout: 30_000 },
    async () => {
      const signedIn = VISIBILITY_ROLES.filter((role) => role !== 'anonymous');
      const streams = await Promise.all(
        signedIn.map((role) => openStream(`${base}/api/events`, { cookie: scene.people[role].cookie })),
      );
      try {
        expect(streams.map((stream) => stream.status)).toEqual(signedIn.map(() => 200));
        // Replies under every thread the scene has, by each of its parties, each of which fans out events.
        for (const feedbackId of scene.feedback) {
          for (const role of ['peer', 'author', 'blocker', 'blocked'] as const) {
            await call(app, 'POST', `/api/feedback/${feedbackId}/replies`, scene.people[role], {
              body: 'Ok.',
            });
          }
        }
        // Reads what each stream received for a moment (no frame matches, so each read waits its time out).
        await Promise.all(streams.map((stream) => stream.next(() => false, 500).catch(() => undefined)));
        const leaks = streams.flatMap((stream, index) => {
          const role = signedIn[index]!;
          const text = JSON.stringify(stream.pending());
          return scene.markers
            .filter((marker) => text.includes(marker.text) && !mayRead(marker, role, 'GET /api/events'))
            .map((marker) => `GET /api/events as ${role}: ${marker.label}`);
        });
        expect(leaks).toEqual([]);
      } finally {
        for (const stream of streams) stream.close();
      }
    },
  );
});
