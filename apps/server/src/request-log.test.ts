import { afterAll, expect, it } from 'vitest';
import { buildApp } from './app';
import { createDb } from './db/create-db';
import { migrateToLatest } from './db/migrate';
import { authTablesStep } from './features/auth/auth-tables.service';
import { testConfig } from './test/build-test-app';

const lines: Record<string, unknown>[] = [];
const config = await testConfig({ LOG_LEVEL: 'info' });
const db = createDb(config.database);
await migrateToLatest(db, [authTablesStep(config)]);
const app = await buildApp({
  config,
  db,
  logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
});
afterAll(async () => {
  await app.close();
  await db.destroy();
});

it('logs one line per request, with its path but never its query string or a reset token', async () => {
  lines.length = 0;
  await app.inject({ method: 'GET', url: '/api/auth/reset-password/secret-token?callbackURL=%2Freset' });
  await app.inject({ method: 'GET', url: '/healthz?probe=1' });
  const requestLines = lines.filter((line) => line.msg === 'request');
  expect(requestLines).toEqual([
    expect.objectContaining({
      method: 'GET',
      path: '/api/auth/reset-password/[redacted]',
      status: expect.any(Number),
    }),
    expect.objectContaining({ method: 'GET', path: '/healthz', status: 200, ms: expect.any(Number) }),
  ]);
  expect(lines.length).toBe(requestLines.length);
  expect(JSON.stringify(lines)).not.toContain('callbackURL');
  expect(JSON.stringify(lines)).not.toContain('secret-token');
});
