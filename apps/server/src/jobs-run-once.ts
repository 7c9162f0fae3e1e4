import { buildApp } from './app';
import { describeDatabase, loadConfig } from './config';
import { createDb } from './db/create-db';
import { migrateToLatest } from './db/migrate';
import { authTablesStep } from './features/auth/auth-tables.service';
import { runCommand, say } from './command';

/**
 * `npm run jobs:run-once`: one run of the scheduler against the configured database (reminders, reassignments,
 * weekly summaries, the e-mail outbox), then exit. Safe beside running servers: every job is claimed in the
 * database, so nothing is done twice.
 */
async function main() {
  const config = loadConfig();
  const db = createDb(config.database);
  try {
    await migrateToLatest(db, [authTablesStep(config)]);
    const app = await buildApp({ config, db });
    try {
      const done = await app.jobs.runOnce();
      say(`Scheduler ran once on ${describeDatabase(config.database)}: ${JSON.stringify(done)}`);
    } finally {
      await app.close();
    }
  } finally {
    await db.destroy();
  }
}

runCommand(main);
