import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { describeDatabase, loadConfig } from './config';
import { createServerDb } from './db/create-db';
import { migrateToLatest } from './db/migrate';
import { authTablesStep } from './features/auth/auth-tables.service';

async function main() {
  const config = loadConfig();
  const { db, flushWrites } = createServerDb(config.database);
  await migrateToLatest(db, [authTablesStep(config)]);
  const app = await buildApp({ config, db, flushWrites });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info(`${signal} received, shutting down`);
    await app.close();
    // After the app's own close hooks (jobs, live updates, background tasks), which may still use it. Not as an
    // onClose hook: those run last registered first, so one added here would close the database before them.
    await db.destroy();
  });

  await app.listen({
    host: config.host,
    port: config.port,
    listenTextResolver: (address) =>
      `Teachloop listening on ${address.replace('127.0.0.1', 'localhost')} — database: ${describeDatabase(config.database)}`,
  });
  // Reminders, reassignments, summaries and notification e-mails, every JOBS_INTERVAL_SECONDS.
  app.jobs.start();
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
