/**
 * The reads on every page load, listed once: the session check and what the dashboard asks for when it opens
 * (apps/web/src/app/dashboard/dashboard-queries.ts, which its panels read; keep in step with it). `npm run
 * bench:routes` and `npm run bench` measure these (bench/api.ts), and `security/statement-budget.test.ts` holds each to
 * its budget of SQL statements on both engines, and to statements whose text does not change with the data.
 */
export interface HotRead {
  /** The request as the web app sends it. */
  path: string;
  /**
   * How many SQL statements one request may issue, the signed-in user's session read included: a read that
   * needs more is a change to argue for here, not a drift.
   */
  statements: number;
}

/** Who is signed in: every page asks first. */
export const SESSION_READ: HotRead = { path: '/api/session', statements: 1 };

/** The dashboard's reads, in the order its panels show them. */
export const DASHBOARD_READS: readonly HotRead[] = [
  { path: '/api/profile', statements: 3 },
  { path: '/api/challenges?active=true&limit=5', statements: 2 },
  { path: '/api/teachbacks?active=true&limit=5', statements: 2 },
  { path: '/api/challenges/count?active=true', statements: 2 },
  { path: '/api/teachbacks/count?active=true', statements: 2 },
  { path: '/api/feedback?pending=true&limit=5', statements: 2 },
  { path: '/api/activity?limit=10', statements: 2 },
  { path: '/api/circles/leaderboard?limit=5', statements: 3 },
  { path: '/api/onboarding', statements: 2 },
  // The session, the latest started path, and the viewer's rows on every path item (one union statement).
  { path: '/api/paths/next', statements: 3 },
];

/** Every hot read: the session, then the dashboard's. */
export const HOT_READS: readonly HotRead[] = [SESSION_READ, ...DASHBOARD_READS];
