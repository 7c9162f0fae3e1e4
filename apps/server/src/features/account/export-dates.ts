/** A column that holds a moment: created_at, due_ts, open_to_teach_since, … and Better Auth's createdAt. */
const MOMENT_COLUMN = /(_at|_ts|_since|At)$/;

/**
 * A row of the data export with its moments as ISO 8601 strings, so the file reads without decoding epoch
 * milliseconds. Other values are kept as stored; a moment still unset (null) stays null.
 */
export function withIsoDates<Row extends object>(row: Row): Record<keyof Row, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      column,
      MOMENT_COLUMN.test(column) && value !== null ? isoOf(value) : value,
    ]),
  ) as Record<keyof Row, unknown>;
}

/**
 * A moment as ISO 8601: epoch milliseconds as a number (or, from a PostgreSQL bigint, its digits), a Date, or a
 * date string (Better Auth's on SQLite). Anything else is kept as it is.
 */
function isoOf(value: unknown): unknown {
  const moment =
    typeof value === 'string' && /^\d+$/.test(value)
      ? new Date(Number(value))
      : typeof value === 'number' || typeof value === 'string' || value instanceof Date
        ? new Date(value)
        : null;
  return moment && !Number.isNaN(moment.getTime()) ? moment.toISOString() : value;
}
