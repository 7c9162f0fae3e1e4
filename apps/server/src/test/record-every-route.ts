import { buildApp } from '../app';
import { createBackgroundTasks } from '../background-tasks';
import { AUTH_ENDPOINTS } from '../features/auth/auth-endpoints';
import { rememberTestDb } from './app-databases';
import { appRoutes } from './app-routes';
import type { TestApp } from './build-test-app';
import { testLogStream } from './error-logs';
import { playEveryRoute } from './every-route-scenario';
import { recordingDb, type RecordedStatement } from './query-recorder';

// Google is not configured in tests: its two endpoints answer with an error the auth library also logs.
const GOOGLE_UNCONFIGURED = /Provider not found|State not found/;

export interface EveryRouteRecording {
  /** Each distinct statement the app executed, with the parameters of its first use. */
  statements: RecordedStatement[];
  /** Routes the app registers that the scenario never called ('METHOD /path'). */
  missedRoutes: string[];
  /** Endpoints the auth bridge lets through that the scenario never called. */
  missedAuthEndpoints: string[];
}

/**
 * Builds the real app on `base`'s database seen through the statement recorder, plays the every-route scenario
 * and closes it again. `base.db` itself stays unrecorded, for the caller's own reads (EXPLAIN).
 */
export async function recordEveryRoute(base: TestApp): Promise<EveryRouteRecording> {
  const recorded = recordingDb(base.db);
  const background = createBackgroundTasks({ error: (detail: unknown) => console.error(detail) });
  const logStream = { write: (line: string) => GOOGLE_UNCONFIGURED.test(line) || testLogStream.write(line) };
  const app = await buildApp({ config: base.config, db: recorded.db, background, logStream });
  // Without its config, so buildUser signs users up through the endpoint and the recorder sees sign-up's statements.
  rememberTestDb(app, base.db);
  await app.ready();
  try {
    const played = await playEveryRoute(app, base.db, base.config, () => background.drain());
    const missedAuthEndpoints = AUTH_ENDPOINTS.filter(
      (endpoint) =>
        !played.authPaths.some((call) => call.method === endpoint.method && endpoint.path.test(call.path)),
    ).map((endpoint) => `${endpoint.method} ${String(endpoint.path)}`);
    return {
      statements: [...recorded.statements.values()],
      missedRoutes: appRoutes(app).filter((route) => !played.called.has(route)),
      missedAuthEndpoints,
    };
  } finally {
    await app.close();
  }
}
