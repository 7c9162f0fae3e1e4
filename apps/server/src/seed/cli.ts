import { describeDatabase, loadConfig } from '../config';
import { createDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { authTablesStep } from '../features/auth/auth-tables.service';
import { DEMO_PASSWORD } from './demo-users';
import { seedDemo } from './seed';
import { runCommand, say } from '../command';

/**
 * `npm run db:seed [-- --force]`: the demo data, on the database `npm start` uses (DATA_DIR's SQLite file, or
 * DATABASE_URL's PostgreSQL). Exit 0 when seeded or already present, 1 when refused or failed.
 */
async function main(): Promise<number> {
  const force = process.argv.slice(2).includes('--force');
  const config = loadConfig();
  const db = createDb(config.database);
  try {
    await migrateToLatest(db, [authTablesStep(config)]);
    const outcome = await seedDemo({ config, db, force });
    if (outcome.status === 'present') {
      say('Demo data already present');
      return 0;
    }
    if (outcome.status === 'refused') {
      console.error(`Refusing to seed: ${outcome.reason}`);
      return 1;
    }
    say(`Demo data created in ${describeDatabase(config.database)}.`);
    say(`Log in as any of these with the password: ${DEMO_PASSWORD}`);
    for (const user of outcome.users) say(`  ${user.email}  (${user.name})`);
    return 0;
  } finally {
    await db.destroy();
  }
}

runCommand(main);
