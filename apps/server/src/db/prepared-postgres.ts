import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/**
 * How many distinct statements get a name, for the whole process. More than the app's queries, so every hot one
 * is named; a statement past the bound runs unnamed. The bound keeps what each connection holds on the server
 * finite however many shapes a query can take (an `in (…)` list of every length, say).
 */
export const MAX_NAMED_STATEMENTS = 1000;

/** Statements PostgreSQL can prepare: queries and writes, not BEGIN, COMMIT, DDL or SET. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * `select *`, `select "table".*`, `returning *`: a result whose columns are the table's. A prepared one fails
 * with "cached plan must not change result type" once a migration adds a column, in every process still running
 * the old code (a rolling deploy on PostgreSQL), so these run unnamed.
 */
const WHOLE_ROW = /(\bselect|\breturning|,)\s+(?:distinct\s+)?(?:"[^"]+"\.)?\*/i;

/**
 * The SQLSTATE of "cached plan must not change result type" (a column's type changed under a prepared statement).
 * Other unsupported-feature errors share it; running such a statement unnamed after them costs nothing.
 */
const PLAN_CHANGED_RESULT = '0A000';

/**
 * node-postgres behind Kysely, with each query prepared once per connection. PostgreSQL parses and plans an
 * unnamed statement again on every execution, and for our short indexed reads that is most of the database's
 * work (docs/decisions/012 has the measured cost). A named statement is parsed and planned on a connection's
 * first use of it, then only bound and executed. Queries are parameterised, so one SQL text is one statement;
 * names are handed out per text (`teachloop_1`, …) and node-postgres remembers per connection which it has
 * already prepared. PostgreSQL keeps a generic plan only when it costs no more than the plans made for the
 * actual values, and re-plans by itself after a schema change.
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  // SQL text → its name; null for a text that stays unnamed (one that failed as prepared, see below).
  const names = new Map<string, string | null>();
  let named = 0;
  const nameOf = (sql: string): string | undefined => {
    const known = names.get(sql);
    if (known !== undefined) return known ?? undefined;
    if (named === MAX_NAMED_STATEMENTS || !PREPARABLE.test(sql) || WHOLE_ROW.test(sql)) return undefined;
    named += 1;
    const name = `teachloop_${named}`;
    names.set(sql, name);
    return name;
  };

  // One wrapper per pooled client, so Kysely (which keeps its connection object per client) reuses its own.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query<R>(sqlOrCursor: string | PostgresCursor<R>, parameters?: ReadonlyArray<unknown>) {
      if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as never) as PostgresCursor<R>;
      const name = nameOf(sqlOrCursor);
      const result = client.query({ text: sqlOrCursor, values: parameters as unknown[], name });
      // A schema change the statement cannot follow: this run fails, every later one runs unnamed and is planned
      // afresh, on every connection.
      return result.catch((error: unknown) => {
        if (name && (error as { code?: unknown }).code === PLAN_CHANGED_RESULT) names.set(sqlOrCursor, null);
        throw error;
      }) as unknown as Promise<PostgresQueryResult<R>>;
    }
    return { query, release: () => client.release() };
  };

  return {
    connect: async () => {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
