import { configDefaults } from 'vitest/config';

/**
 * Component tests that need a module graph and DOM of their own: they load a lazy part for the first time
 * (the Markdown renderer), read React's act environment as it starts, assert an empty document, or expect a
 * first live stream (no earlier read to resume from).
 */
const FILES_NEEDING_FRESH_MODULES = [
  'src/app/require-auth.test.tsx',
  'src/lib/mutate-then.test.tsx',
  'src/components/common/rich-text.test.tsx',
  'src/app/realtime-connection.test.tsx',
];

/**
 * How the web project isolates its test files. The full runs give every file a fresh module graph and DOM, so
 * a leak between files cannot hide there. The quick loop (TEST_QUICK=1) loads React, the router and MSW once per
 * worker for every other file, then runs the files above isolated in a second pass (TEST_WEB_FRESH=1).
 */
export function testIsolation() {
  if (!process.env.TEST_QUICK) return { isolate: true };
  if (process.env.TEST_WEB_FRESH) return { isolate: true, include: FILES_NEEDING_FRESH_MODULES };
  return { isolate: false, exclude: [...configDefaults.exclude, ...FILES_NEEDING_FRESH_MODULES] };
}
