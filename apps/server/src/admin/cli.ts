/**
 * `npm run admin -- grant <email> | revoke <email> | list`: the moderator role, on the database
 * `npm start` uses (DATA_DIR's SQLite file, or DATABASE_URL's PostgreSQL). No web route grants it.
 */
import { loadConfig } from '../config';
import { createDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { authTablesStep } from '../features/auth/auth-tables.service';
import { runCommand, say } from '../command';
import { runAdminCommand } from './admin-command';

async function main(): Promise<number> {
  const config = loadConfig();
  const db = createDb(config.database);
  try {
    await migrateToLatest(db, [authTablesStep(config)]);
    const outcome = await runAdminCommand(db, process.argv.slice(2), Date.now());
    const print = outcome.code === 0 ? say : (line: string) => console.error(line);
    for (const line of outcome.lines) print(line);
    return outcome.code;
  } finally {
    await db.destroy();
  }
}

runCommand(main);
