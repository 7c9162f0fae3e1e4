import fs from 'node:fs';
import type SQLite from 'better-sqlite3';

/** Makes every write committed so far durable; resolves at once when there is nothing new to flush. */
export type FlushWrites = () => Promise<void>;

type Fsync = (fd: number, callback: (err: NodeJS.ErrnoException | null) => void) => void;

/**
 * Group commit for SQLite in WAL mode (docs/decisions/013). The connection runs with `synchronous = NORMAL`, so a
 * commit writes its frames to the WAL without waiting for the disk; the server then calls this before it
 * acknowledges a write, and the WAL is fsynced on libuv's thread pool, off the event loop. One fsync covers every
 * commit made before it began, so concurrent writers share it, and reads never wait behind a disk flush.
 * Once it resolves, the commits are on the disk exactly as `synchronous = FULL` would have left them: WAL frames
 * are only appended, and the file is rewritten from its start only after a checkpoint has copied and synced them
 * into the database file (NORMAL syncs checkpoints). A failed fsync rejects, so the write is not acknowledged.
 * `total_changes()` counts the rows this connection has changed: when it has not moved, nothing is flushed.
 */
export function createGroupCommit(
  sqlite: SQLite.Database,
  walFile: string,
  fsync: Fsync = fs.fsync,
): { flushWrites: FlushWrites; close: () => void } {
  const totalChanges = sqlite.prepare('select total_changes()').pluck();
  const changesNow = () => Number(totalChanges.get());
  let durableUpTo = changesNow();
  let walFd: number | undefined;
  let inFlight: Promise<void> | undefined;

  const syncWal = (upTo: number) =>
    new Promise<void>((resolve, reject) => {
      // The WAL exists from the first write on and stays (same file) while this connection is open.
      walFd ??= fs.openSync(walFile, 'r');
      fsync(walFd, (err) => (err ? reject(err) : resolve()));
    }).then(() => {
      durableUpTo = Math.max(durableUpTo, upTo);
    });

  async function flushWrites(): Promise<void> {
    const target = changesNow();
    while (durableUpTo < target) {
      // An fsync already running may have begun before our commit: wait for it, then start (or join) the next.
      inFlight ??= syncWal(changesNow()).finally(() => {
        inFlight = undefined;
      });
      await inFlight;
    }
  }

  return {
    flushWrites,
    close: () => {
      if (walFd !== undefined) fs.closeSync(walFd);
      walFd = undefined;
    },
  };
}
