import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { startBackgroundCheckpoints, type BackgroundCheckpoints } from './background-checkpoint';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A WAL database whose own connection never checkpoints, as the server's does not below its backstop. */
function walDatabase() {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'teachloop-checkpoint-')), 'db.sqlite');
  const sqlite = new SQLite(file);
  cleanups.push(() => {
    sqlite.close();
  });
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('wal_autocheckpoint = 0');
  sqlite.exec('create table notes (text text)');
  const insert = sqlite.prepare('insert into notes (text) values (?)');
  const write = (count: number) => {
    for (let i = 0; i < count; i++) insert.run(`note ${i}`);
  };
  /** Frames in the WAL now: a PASSIVE checkpoint with nothing left to copy only reports them. */
  const walFrames = () => (sqlite.pragma('wal_checkpoint(PASSIVE)') as { log: number }[])[0]!.log;
  return { file, sqlite, write, walFrames };
}

function start(file: string, errors: string[] = []): BackgroundCheckpoints {
  const checkpoints = startBackgroundCheckpoints(file, (message) => errors.push(message), 10);
  cleanups.push(async () => {
    checkpoints.stop();
    await checkpoints.stopped;
  });
  return checkpoints;
}

describe('background WAL checkpoints (SQLite)', () => {
  it("copy the server's commits into the database file, so its next write starts the WAL over", async () => {
    const { file, sqlite, write, walFrames } = walDatabase();
    write(200);
    const checkpoints = start(file);
    let copied = 0;
    for (let tick = 0; tick < 100 && copied === 0; tick++) copied = await checkpoints.next();
    expect(copied).toBeGreaterThanOrEqual(200);

    write(1);
    expect(walFrames()).toBeLessThan(5);
    expect(sqlite.prepare('select count(*) from notes').pluck().get()).toBe(201);
  });

  it('keep the WAL small while the server writes', async () => {
    const { file, write, walFrames } = walDatabase();
    const checkpoints = start(file);
    for (let round = 0; round < 5; round++) {
      write(100);
      await checkpoints.next();
      await checkpoints.next();
    }
    write(1);
    // Without the worker the WAL would hold all 501 commits.
    expect(walFrames()).toBeLessThan(5);
  });

  it('report a database they cannot open', async () => {
    const errors: string[] = [];
    const checkpoints = start(path.join(os.tmpdir(), 'teachloop-no-such-dir', 'x', 'db.sqlite'), errors);
    await checkpoints.stopped;
    expect(errors.join()).toMatch(/directory does not exist|unable to open/);
  });
});
