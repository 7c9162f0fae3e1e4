import type { KnipConfig } from 'knip';

/**
 * The unused-code finder `npm run lint` runs (`knip`): unused files, exports, types and dependencies, at zero
 * findings. Each workspace names its entry files (what a script, a test runner or the browser starts from);
 * everything else must be reached from them. Test files are entries, so a helper only tests use still counts,
 * and an export used only in its own file is a finding: drop its `export`.
 */
const config: KnipConfig = {
  workspaces: {
    '.': {
      // vitest.config.ts and eslint.config.js are found by knip's own plugins.
      entry: ['scripts/*.mjs', 'tooling/**/*.{js,ts}', 'bench/*.ts'],
      project: ['scripts/**/*.mjs', 'tooling/**/*.{js,ts}', 'bench/**/*.ts'],
      // bench/ and tooling/ run the workspaces' own packages (Fastify, pg, Kysely, Playwright, Vite), which npm
      // installs at the root; listing them again at the root would only let the two copies drift.
      ignoreDependencies: [
        'fastify',
        'pg',
        'kysely',
        '@sparticuz/chromium',
        'chrome-launcher',
        'playwright',
        'vite',
      ],
      // `node --import tsx` in the root scripts and the dev script: tsx is the server's (it starts with it).
      ignoreUnresolved: ['tsx'],
    },
    'packages/shared': {
      // src/index.ts is the package's entry (package.json), found by knip itself.
      entry: ['src/**/*.test.ts'],
      project: ['src/**/*.ts'],
    },
    'apps/server': {
      // server.ts and jobs-run-once.ts are started by the root's scripts; test/setup.ts by the vitest plugin.
      entry: [
        'src/*/cli.ts',
        'src/db/checkpoint-worker.mjs',
        // Kysely runs each migration's `up` and `down`, which migrate.ts hands it as a namespace.
        'src/db/migrations/*.ts',
        // Child processes, started by path: the crash test's standby server and the test run's PostgreSQL.
        'src/durability/warm-server.ts',
        'src/test/postgres-process.ts',
        'src/**/*.test.ts',
      ],
      project: ['src/**/*.{ts,tsx,mjs}'],
      // `npm start` runs the server through `node --import tsx`, from the root's scripts.
      ignoreDependencies: ['tsx'],
    },
    'apps/web': {
      // src/main.tsx (from index.html) and test/setup.ts (the vitest plugin) are found by knip's plugins.
      entry: ['index.html', 'scripts/*.ts', 'src/**/*.test.{ts,tsx}'],
      project: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
      // Loaded by `@import 'tailwindcss'` in styles/index.css, which knip does not read.
      ignoreDependencies: ['tailwindcss'],
    },
    e2e: {
      // playwright.config.ts is found by knip's Playwright plugin.
      entry: ['*.spec.ts', 'support/**/*.ts'],
      project: ['**/*.ts'],
      ignoreUnresolved: ['tsx'],
    },
  },
};

export default config;
