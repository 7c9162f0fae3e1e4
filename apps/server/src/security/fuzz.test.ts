import fc from 'fast-check';
import { afterAll, expect, it } from 'vitest';
import { appRoutes } from '../test/app-routes';
import { testLogStream } from '../test/error-logs';
import { buildAppWith } from '../test/factories';
import { snapshotRows } from './db-snapshot.repo';
import { fuzzPlan, type FuzzPlan } from './fuzz-plan';
import { injectOptionsOf } from './fuzz-request';
import { SESSION_CHANGING_ROUTES } from './route-requests';
import { formatHistogram, StatusHistogram } from './status-histogram';
import { buildCast, buildScene } from './scene';

/*
 * Fuzzing every route: requests built from each route's valid one, then mutated and mixed with junk.
 * `npm test` runs a few hundred; `npm run bench:fuzz` sets FUZZ_RUNS=10000 and FUZZ_REPORT=1 for the status
 * histogram. A failure names its seed: FUZZ_SEED=<seed> replays the same requests on a fresh database.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 250);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
// Fuzzed requests wear the scene's items out (circles closed, challenges completed) and may end the cast's
// sessions (sign out everywhere): fresh people and items this often.
const SCENE_LIFETIME = 250;

// Google is not configured in tests, and the auth library logs an error when its endpoints are called anyway,
// or when a callback's state does not parse (noise, not a finding: anyone can make the library write that error line).
const GOOGLE_UNCONFIGURED = /Provider not found|State not found|Failed to parse state/;
const logStream = { write: (line: string) => GOOGLE_UNCONFIGURED.test(line) || testLogStream.write(line) };
const { app, db, config } = await buildAppWith({ logStream });
const routes = appRoutes(app);
const histogram = new StatusHistogram();

afterAll(() => {
  if (process.env.FUZZ_REPORT) {
    process.stdout.write(`\n${config.database.kind}: ${RUNS} fuzzed requests, seed ${SEED}\n`);
    process.stdout.write(formatHistogram(histogram));
  }
});

it(
  `answers ${RUNS} fuzzed requests over every route without a 5xx, in the one error shape, writing nothing when refused (FUZZ_SEED=${SEED})`,
  async () => {
    const freshScene = async () => buildScene(app, db, await buildCast(app, db));
    let scene = await freshScene();
    let runs = 0;
    let castSignedOut = false;
    // The rows as the last refused request left them: still current unless something succeeded since.
    let unchanged: Awaited<ReturnType<typeof snapshotRows>> | null = null;
    const property = fc.asyncProperty(fuzzPlan(routes), async (plan: FuzzPlan) => {
      if (++runs % SCENE_LIFETIME === 0 || castSignedOut) {
        castSignedOut = false;
        scene = await freshScene();
        unchanged = null;
      }
      const before = unchanged ?? (await snapshotRows(db));
      unchanged = null;
      const response = await app.inject(injectOptionsOf(plan, scene, config));
      histogram.add(plan.route, response.statusCode);
      // A changed password signs its owner out here too: fresh people for the next request.
      castSignedOut ||= response.statusCode < 400 && SESSION_CHANGING_ROUTES.has(plan.route);
      expect(response.statusCode, response.body).toBeLessThan(500);
      if (response.statusCode < 400) return;
      expect(response.json(), 'the one error shape').toEqual({
        error: { code: expect.any(String), message: expect.any(String) },
      });
      const after = await snapshotRows(db);
      expect(after, `a ${response.statusCode} changed rows`).toEqual(before);
      unchanged = after;
    });
    await fc.assert(property, { numRuns: RUNS, seed: SEED });
  },
  120_000 + RUNS * 200,
);
