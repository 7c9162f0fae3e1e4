import { defineConfig } from 'vitest/config';

// One run, four projects: pure shared code, the server on each database engine, and the web components.
export default defineConfig({
  test: {
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
