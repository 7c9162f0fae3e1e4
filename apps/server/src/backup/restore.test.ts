import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { send, signUpAccount, type Account } from '../durability/api-client';
import { startServerProcess } from '../test/server-process';

const run = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, 'cli.ts');

const backupCommand = (env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', CLI], { env: { ...process.env, ...env } });

async function createChallenge(url: string, owner: Account, title: string): Promise<string> {
  const answer = await send(url, 'POST', '/api/challenges', owner.cookie, {
    title,
    topic: 'Backups',
    level: 'Beginner',
    dueDays: 3,
  });
  if (answer.status !== 201) throw new Error(`create ${title}: ${answer.status}`);
  return (answer.body as { challenge: { id: string } }).challenge.id;
}

describe.runIf(process.env.TEST_DATABASE === 'sqlite')('npm run db:backup on SQLite', () => {
  it('backs up while the server writes, and the restored file serves every write made before the backup', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teachloop-backup-'));
    const env = {
      DATA_DIR: dataDir,
      AUTH_SECRET: 'backup-test-secret-kept-across-the-restore',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      CHALLENGE_RATE_LIMIT: '100000',
    };
    let server = await startServerProcess(env);
    const owner = await signUpAccount(server.url, 'owner@example.com', 'correct horse battery');
    await signUpAccount(server.url, 'peer@example.com', 'correct horse battery');
    const answered = [await createChallenge(server.url, owner, 'Before the backup')];

    // Writes keep coming while the backup runs: each one answered before it began must be in it.
    let writing = true;
    const writer = (async () => {
      while (writing) answered.push(await createChallenge(server.url, owner, `Write ${answered.length}`));
    })();
    const writerRunning = () => expect(answered.length, 'writes answered by now').toBeGreaterThan(3);
    await vi.waitFor(writerRunning, { timeout: 10_000 });
    const answeredBeforeBackup = [...answered];
    const { stdout } = await backupCommand({ DATA_DIR: dataDir });
    writing = false;
    await writer;
    expect(answered.length, 'writes went on during the backup').toBeGreaterThan(answeredBeforeBackup.length);
    const backup = /to (\S+) \(/.exec(stdout)?.[1];
    expect(backup).toMatch(new RegExp(`^${dataDir}/backups/teachloop-[\\dT-]+Z\\.sqlite$`));
    const afterBackup = await createChallenge(server.url, owner, 'After the backup');

    // Restore: stop, put the backup in place of the database (and drop the old WAL), start.
    await server.stop();
    const live = path.join(dataDir, 'teachloop.sqlite');
    fs.copyFileSync(backup!, live);
    for (const leftover of [`${live}-wal`, `${live}-shm`]) fs.rmSync(leftover, { force: true });
    server = await startServerProcess(env);
    try {
      for (const id of answeredBeforeBackup)
        expect((await send(server.url, 'GET', `/api/challenges/${id}`, owner.cookie)).status).toBe(200);
      expect((await send(server.url, 'GET', `/api/challenges/${afterBackup}`, owner.cookie)).status).toBe(
        404,
      );
    } finally {
      await server.stop();
    }
  }, 60_000);
});

it('on PostgreSQL, explains pg_dump and exits non-zero instead of pretending to back up', async () => {
  const failure = await backupCommand({ DATABASE_URL: 'postgres://teachloop@127.0.0.1:1/teachloop' }).then(
    () => undefined,
    (error: { code: number; stderr: string }) => error,
  );
  expect(failure?.code).toBe(2);
  expect(failure?.stderr).toContain('pg_dump');
});
