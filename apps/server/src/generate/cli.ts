import { parseArgs } from 'node:util';
import { describeDatabase, loadConfig } from '../config';
import { createDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { authTablesStep } from '../features/auth/auth-tables.service';
import { generateData, generatedEmail, GENERATED_PASSWORD } from './generate';
import { runCommand, say } from '../command';

const USAGE =
  'npm run db:generate -- --users N --challenges M [--seed S] [--database-url postgres://… | --data-dir DIR]';

function wholeNumber(name: string, value: string | undefined, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  const number = Number(value);
  if (value === undefined || !Number.isInteger(number) || number < 0) {
    throw new Error(`--${name} must be a whole number.\nUsage: ${USAGE}`);
  }
  return number;
}

/**
 * `npm run db:generate -- --users N --challenges M`: bulk realistic data for benchmarks and query-plan checks,
 * on the database `npm start` uses (DATA_DIR's SQLite file or DATABASE_URL), or the one named by a flag.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      users: { type: 'string' },
      challenges: { type: 'string' },
      seed: { type: 'string' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
    },
  });
  const env = { ...process.env };
  if (values['database-url']) env.DATABASE_URL = values['database-url'];
  if (values['data-dir']) {
    env.DATA_DIR = values['data-dir'];
    delete env.DATABASE_URL;
  }
  const users = wholeNumber('users', values.users);
  const challenges = wholeNumber('challenges', values.challenges);
  const seed = wholeNumber('seed', values.seed, 1);
  const config = loadConfig(env);
  const db = createDb(config.database);
  try {
    await migrateToLatest(db, [authTablesStep(config)]);
    say(`Generating ${users} users and ${challenges} challenges in ${describeDatabase(config.database)}`);
    const summary = await generateData(db, { users, challenges, seed, onProgress: say });
    for (const [table, count] of Object.entries(summary.rows)) say(`  ${table.padEnd(22)} ${count}`);
    say(
      `Done in ${(summary.ms / 1000).toFixed(1)} s. Sign in as ${generatedEmail(0)} … ${generatedEmail(users - 1)}`,
    );
    say(`with the password: ${GENERATED_PASSWORD}`);
    return 0;
  } finally {
    await db.destroy();
  }
}

runCommand(main);
