import type { Db } from '../db/database';
import { insertRows, type Row } from './generate.repo';

/**
 * About this many rows per transaction. Rows arrive in random id order, so each commit rewrites pages all over
 * every index, and fewer, larger commits cost less CPU (docs/decisions/011 has the measured cost).
 */
const ROWS_PER_TRANSACTION = 50_000;

/**
 * Collects rows per table and writes them in one transaction once enough have gathered. Tables are written in
 * the order they were first added to the batch, so a caller that adds a parent before its children (a
 * challenge before its teach-back) never breaks a foreign key. Call `flushIfFull` only between whole items.
 */
export class BatchWriter {
  private pending = new Map<string, Row[]>();
  private size = 0;
  readonly counts: Record<string, number> = {};

  constructor(private readonly db: Db) {}

  add(table: string, row: Row): void {
    const rows = this.pending.get(table) ?? [];
    if (rows.length === 0) this.pending.set(table, rows);
    rows.push(row);
    this.size += 1;
    this.counts[table] = (this.counts[table] ?? 0) + 1;
  }

  async flushIfFull(): Promise<void> {
    if (this.size >= ROWS_PER_TRANSACTION) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    this.size = 0;
    await this.db.transaction().execute(async (trx) => {
      for (const [table, rows] of batch) await insertRows(trx, table, rows);
    });
  }
}
