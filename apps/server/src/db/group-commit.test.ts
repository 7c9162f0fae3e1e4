import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGroupCommit } from './group-commit';

type Callback = (err: NodeJS.ErrnoException | null) => void;

/** An fsync the test finishes by hand (it still syncs for real), recording each call. */
function manualFsync() {
  const waiting: Callback[] = [];
  return {
    calls: () => waiting.length,
    fsync: (fd: number, callback: Callback) => {
      waiting.push((err) => (err ? callback(err) : fs.fsync(fd, callback)));
    },
    finish: (index: number, err: NodeJS.ErrnoException | null = null) => waiting[index]!(err),
  };
}

/** Whether a promise has settled yet, without waiting for it. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  const pending = Symbol('pending');
  const first = await Promise.race([
    promise.then(
      () => 'settled',
      () => 'settled',
    ),
    Promise.resolve(pending),
  ]);
  return first !== pending;
}

const opened: SQLite.Database[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const sqlite of opened.splice(0)) sqlite.close();
});

function walDatabase() {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'teachloop-group-commit-')), 'db.sqlite');
  const sqlite = new SQLite(file);
  opened.push(sqlite);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.exec('create table notes (text text)');
  const write = (text: string) => sqlite.prepare('insert into notes (text) values (?)').run(text);
  return { sqlite, wal: `${file}-wal`, write };
}

/** Group commit on a fresh WAL database, with an fsync the test finishes by hand. */
function withManualDisk() {
  const { sqlite, wal, write } = walDatabase();
  const disk = manualFsync();
  const { flushWrites } = createGroupCommit(sqlite, wal, disk.fsync);
  return { flushWrites, write, disk };
}

describe('group commit (SQLite)', () => {
  it('flushes nothing when nothing was written since the last flush', async () => {
    const { flushWrites, write, disk } = withManualDisk();
    await flushWrites();
    expect(disk.calls()).toBe(0);

    write('saved');
    const flushed = flushWrites();
    disk.finish(0);
    await flushed;
    await flushWrites();
    expect(disk.calls()).toBe(1);
  });

  it('resolves only once the fsync of the write has finished', async () => {
    const { flushWrites, write, disk } = withManualDisk();
    write('saved');
    const flushed = flushWrites();
    expect(disk.calls()).toBe(1);
    expect(await isSettled(flushed)).toBe(false);
    disk.finish(0);
    await expect(flushed).resolves.toBeUndefined();
  });

  it('shares one fsync among the writes committed while another was running', async () => {
    const { flushWrites, write, disk } = withManualDisk();
    write('first');
    const first = flushWrites();
    write('second');
    write('third');
    const later = [flushWrites(), flushWrites()];
    // The running fsync began before the later writes: finishing it releases only the first flush.
    disk.finish(0);
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    expect(await isSettled(Promise.all(later))).toBe(false);
    expect(disk.calls()).toBe(2);
    disk.finish(1);
    await Promise.all(later);
    expect(disk.calls()).toBe(2);
  });

  it('rejects when the fsync fails, and flushes again on the next call', async () => {
    const { flushWrites, write, disk } = withManualDisk();
    write('saved');
    const failed = flushWrites();
    disk.finish(0, Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' }));
    await expect(failed).rejects.toThrow(/EIO/);
    const retried = flushWrites();
    expect(disk.calls()).toBe(2);
    disk.finish(1);
    await expect(retried).resolves.toBeUndefined();
  });

  it("syncs SQLite's real WAL file with the real fsync", async () => {
    const { sqlite, wal, write } = walDatabase();
    // Node's own fsync, watched on its way: the flush must call it on the WAL and wait for its answer.
    const realFsync = fs.fsync;
    const happened: string[] = [];
    const fsync = vi.spyOn(fs, 'fsync').mockImplementation((fd, callback) => {
      happened.push('fsync called');
      realFsync(fd, (err) => {
        happened.push(err ? `fsync failed: ${err.message}` : 'fsync done');
        callback(err);
      });
    });
    const { flushWrites, close } = createGroupCommit(sqlite, wal);
    write('saved');
    await flushWrites();
    happened.push('flushed');
    expect(happened).toEqual(['fsync called', 'fsync done', 'flushed']);
    const synced = fs.fstatSync(fsync.mock.calls[0]![0]);
    const walFile = fs.statSync(wal);
    expect([synced.dev, synced.ino]).toEqual([walFile.dev, walFile.ino]);
    expect(walFile.size).toBeGreaterThan(0);
    close();
  });
});
