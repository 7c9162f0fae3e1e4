import fc from 'fast-check';
import { TEST_ORIGIN } from '../test/build-test-app';
import { contentType, junkJson, junkPathSegment, junkQuery, junkQueryValue, junkRawBody } from './fuzz-junk';

type FuzzRole = 'anonymous' | 'owner' | 'assignee' | 'stranger';

/** What to do to a valid request's body: keep it, break one field, drop one, or send something else. */
export type BodyMutation =
  | { kind: 'keep' }
  | { kind: 'none' }
  /** Set one field: one the route's schema reads (by `pick`), or sometimes `key` from a wider list. */
  | { kind: 'set'; pick: number; key: string; value: unknown }
  /** Replace one leaf of the valid body (nested ones too: a rubric score, a preference's kind). */
  | { kind: 'leaf'; pick: number; value: unknown }
  | { kind: 'drop'; key: string }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string | Buffer };

/** One fuzzed request as pure data, so fast-check can print, replay and shrink it. */
export interface FuzzPlan {
  route: string;
  role: FuzzRole;
  /** Path parameters replaced by junk, by index among the route's parameters. */
  params: (string | null)[];
  query:
    | { kind: 'keep' }
    /** One key the route's schema reads (by `pick`), set to an already-encoded junk value. */
    | { kind: 'field'; pick: number; value: { text: string; cursor: string } }
    | { kind: 'add' | 'replace'; text: string };
  body: BodyMutation;
  contentType: string;
  origin: string | null;
  timeZone: string | null;
  cookieJunk: string | null;
  ip: string;
  /** Under the auth bridge: which endpoint the valid request starts from. */
  authPath: number;
}

export function fuzzPlan(routes: string[]): fc.Arbitrary<FuzzPlan> {
  const bodyMutation: fc.Arbitrary<BodyMutation> = fc.oneof(
    { weight: 1, arbitrary: fc.constant({ kind: 'keep' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
    {
      weight: 5,
      arbitrary: fc.record({
        kind: fc.constant('set' as const),
        pick: fc.nat(),
        key: fieldName,
        value: junkJson,
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop' as const), key: fieldName }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('json' as const), value: junkJson }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('raw' as const), text: junkRawBody }) },
  );
  return fc.record({
    route: fc.constantFrom(...routes),
    role: fc.constantFrom<FuzzRole>('anonymous', 'owner', 'owner', 'assignee', 'stranger'),
    params: fc.array(fc.option(junkPathSegment, { freq: 2 }), { minLength: 2, maxLength: 2 }),
    query: fc.oneof(
      { weight: 3, arbitrary: fc.constant({ kind: 'keep' as const }) },
      {
        weight: 6,
        arbitrary: fc.record({ kind: fc.constant('field' as const), pick: fc.nat(), value: junkQueryValue }),
      },
      {
        weight: 2,
        arbitrary: fc.record({ kind: fc.constantFrom('add' as const, 'replace' as const), text: junkQuery }),
      },
    ),
    body: bodyMutation,
    contentType,
    origin: fc.oneof(
      { weight: 8, arbitrary: fc.constant(TEST_ORIGIN) },
      { weight: 1, arbitrary: fc.constantFrom(null, 'https://evil.example', 'null') },
    ),
    timeZone: fc.option(fc.constantFrom('Europe/Paris', 'Not/AZone', 'UTC', '+99:00', '../../x'), {
      freq: 3,
    }),
    cookieJunk: fc.option(
      fc.constantFrom('teachloop.session_token=abc.def', 'teachloop.session_token=%', 'a=b; ;;'),
      {
        freq: 8,
      },
    ),
    ip: fc.ipV4(),
    authPath: fc.nat({ max: 8 }),
  });
}

/** Field names to break: the ones the app's bodies have, plus a few no schema expects. */
const fieldName = fc.constantFrom(
  'title',
  'topic',
  'level',
  'dueDays',
  'description',
  'notes',
  'rating',
  'rubric',
  'comment',
  'name',
  'focus',
  'privacy',
  'capacity',
  'userId',
  'preferences',
  'email',
  'message',
  'password',
  'newPassword',
  'token',
  'redirectTo',
  'callbackURL',
  'provider',
  'resubscribe',
  '__proto__',
  'constructor',
);
