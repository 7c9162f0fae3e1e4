// The thread behind background-checkpoint.ts: its own connection to the database, checkpointing the WAL on a
// timer. Plain JavaScript so that it loads as it is under tsx, Vitest and production alike.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const sqlite = new SQLite(workerData.file);
// A checkpoint syncs the WAL before copying it and the database file after (NORMAL and FULL both do).
sqlite.pragma('synchronous = NORMAL');
sqlite.pragma('busy_timeout = 0');

function checkpoint() {
  try {
    // PASSIVE: copies what it can and waits for no reader or writer, so the server's connection never waits.
    const [result] = sqlite.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ checkpointed: result.checkpointed });
  } catch (err) {
    parentPort.postMessage({ error: String(err) });
  }
}

const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  sqlite.close();
  parentPort.close();
});
