import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/** `teachloop-2026-11-23T14-30-05Z.sqlite`: sorts by time, and has no colon (portable file names). */
export function backupFileName(now: Date): string {
  return `teachloop-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.sqlite`;
}

/**
 * Copies a live SQLite database with SQLite's online backup API: a consistent snapshot of the committed data,
 * taken through its own connection while the server keeps reading and writing (WAL mode lets both go on).
 * Copying the file with `cp` instead could catch it between a commit's pages, or miss commits still in the WAL.
 * Returns the size of the backup in bytes.
 */
export async function backupSqlite(sourceFile: string, targetFile: string): Promise<number> {
  if (!fs.existsSync(sourceFile)) throw new Error(`No database at ${sourceFile} (check DATA_DIR)`);
  if (fs.existsSync(targetFile)) throw new Error(`${targetFile} already exists; not overwriting it`);
  fs.mkdirSync(path.dirname(targetFile), { recursive: true });
  const source = new SQLite(sourceFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // All remaining pages in the next step: a step copies under one read snapshot, so a server writing between
    // small steps cannot make the backup start over again and again.
    await source.backup(targetFile, { progress: ({ totalPages }) => totalPages });
  } finally {
    source.close();
  }
  return fs.statSync(targetFile).size;
}
