import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Server suites that take far longer than the rest (a real server killed under load, every route as every role,
 * the fuzzer, the plan and statement checks over bulk data). `npm run test:quick` (TEST_QUICK=1) leaves them out;
 * `npm test`, `test:unit` and `test:server` run them on both engines, and so does naming one (`npx vitest run
 * <file>`).
 */
const SLOW_SERVER_SUITES = [
  'apps/server/src/durability/crash.test.ts',
  'apps/server/src/security/authorization-matrix.test.ts',
  'apps/server/src/security/fuzz.test.ts',
  'apps/server/src/security/visibility-matrix.test.ts',
];

/**
 * Server suites that read process-wide state other files' apps share when the quick loop runs many files in
 * one worker (Better Auth's global AsyncLocalStorage is on while any app's auth work runs): they pass alone and
 * in every full run, and the quick loop leaves them out rather than let file order decide.
 */
const PROCESS_GLOBAL_SUITES = ['apps/server/src/features/auth/auth-async-context.test.ts'];

const quick = Boolean(process.env.TEST_QUICK);

// One run, four projects: pure shared code, the server on each database engine, and the web components.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores, which is one worker on a two-core machine; the quick
    // loop uses every core.
    ...(quick ? { maxWorkers: '100%' } : {}),
    projects: [
      {
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' },
      },
      {
        // The repository's own rules (lint boundaries); ESLint with type information takes a while to warm up.
        test: {
          name: 'tooling',
          include: ['tooling/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server:sqlite',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [
            ...configDefaults.exclude,
            ...(quick ? [...SLOW_SERVER_SUITES, ...PROCESS_GLOBAL_SUITES] : []),
          ],
          // The quick loop imports the server once per worker instead of once per file (most of a file's start-up);
          // the full runs keep each file in a fresh module graph, so a leak between files cannot hide there.
          isolate: !quick,
          environment: 'node',
          env: { TEST_DATABASE: 'sqlite' },
          setupFiles: ['apps/server/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'server:postgres',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DATABASE: 'postgres' },
          globalSetup: ['apps/server/src/test/postgres-global-setup.ts'],
          setupFiles: ['apps/server/src/test/setup.ts'],
          hookTimeout: 30_000,
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
