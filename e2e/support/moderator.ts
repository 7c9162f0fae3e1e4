import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Makes the account with `email` a moderator, as an operator would: `npm run admin -- grant <email>` against
 * the e2e server's database (DATA_DIR's SQLite file, or the PostgreSQL pass's database, whose address
 * postgres-app-server.ts leaves in the data directory). A fresh server's `dataDir` may be given instead.
 * The session read joins the role, so the user's next page load sees it.
 */
export function grantModerator(email: string, dataDir = process.env.E2E_DATA_DIR!): void {
  const urlFile = path.join(dataDir, 'database-url');
  const databaseUrl = existsSync(urlFile) ? readFileSync(urlFile, 'utf8').trim() : undefined;
  const { DATABASE_URL: _ignored, ...env } = process.env;
  execFileSync('node', ['--import', 'tsx', 'apps/server/src/admin/cli.ts', 'grant', email], {
    cwd: repoRoot,
    env: {
      ...env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
