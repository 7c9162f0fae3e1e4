import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { buildTestApp } from '../test/build-test-app';
import { bulkFill } from '../test/bulk-fill';
import { fullScansIn, planOfStatement } from '../test/query-plan';
import { recordEveryRoute } from '../test/record-every-route';

type Engine = Config['database']['kind'];

/*
 * Every statement the server issues, served by an index on both engines. On a few thousand users and
 * tens of thousands of learning rows, with fresh statistics, a scenario calls every route the app has; each
 * distinct statement it issued is then explained, and a full scan of a large table fails with the SQL and plan.
 */
/** Tables that stay a few rows whatever the number of users, so reading them whole costs nothing. */
// moderators: the handful of people granted the role by hand (npm run admin -- grant), never one per user.
// site_counts: one row per kept count (the overview's number of accounts).
const SMALL_TABLES = new Set(['scheduler_state', 'moderators', 'site_counts']);

/**
 * Statements that may read a large table in full, each with why: the leaderboard's and Find a Circle's
 * documented costs (docs/decisions/008 and 011), where an index would not change the work. Each entry must still
 * excuse something on its engines, so a fixed statement cannot leave a stale excuse behind.
 */
const ALLOWED_SCANS: { table: string; sql: RegExp; engines: Engine[]; why: string }[] = [
  {
    table: 'profiles',
    sql: /like [?$]\d* escape/,
    engines: ['sqlite', 'postgres'],
    why: 'a name search (LIKE %term%) has no B-tree index on either engine; a trigram or full-text index would',
  },
  {
    table: 'profiles',
    sql: /from profiles p where (\(\("p"\."listed" = 1 and p\.suspended_at is null\) or "p"\."id" = [?$]\d*\)|"?p"?\."?listed"? = 1( and p\.suspended_at is null)?) and p\.xp > 0(\)|$)/,
    engines: ['sqlite', 'postgres'],
    why: 'all-time board by streak, and its total: the current streak depends on today, so it ranks every listed, not suspended profile with XP and the viewer (decision 008); PostgreSQL counts the listed by reading the table while most are listed',
  },
  {
    table: 'profiles',
    sql: /from xp_period_totals t inner join profiles p on p\.id = t\.user_id/,
    engines: ['postgres'],
    why: 'a week or month board joins the period’s earners (read from xp_period_totals’ index) to profiles; PostgreSQL hashes the profiles table while that is cheaper than one primary-key lookup per earner, as on a few thousand users',
  },
];

const PLANNED = /^\s*(select|insert|update|delete|with)\b/i;
/** Statements without a plan: schema and session commands (e.g. the sequence the PostgreSQL event bus makes). */
const UNPLANNED = /^\s*(create|alter|drop|listen|unlisten|notify|set|analyze|vacuum)\b/i;

const base = await buildTestApp();
const engine = base.config.database.kind;
await bulkFill(base.db, base.config, { users: 3_000, challenges: 30_000 });
const recording = await recordEveryRoute(base);
// The scenario's writes (XP awards update profiles) leave pages not yet all-visible, which a running server's
// autovacuum would have marked: without it PostgreSQL prices an index-only count above a full scan.
if (engine === 'postgres') await sql`vacuum analyze`.execute(base.db);
// Every other table is large, a new one included: the bulk fill must give it rows, or its scans fail here.
const tables = await base.db.introspection.getTables();
const LARGE_TABLES = new Set(tables.map((table) => table.name).filter((name) => !SMALL_TABLES.has(name)));

describe(`every statement the server issues (${engine})`, () => {
  it('comes from a scenario that called every route the app registers', () => {
    expect(recording.missedRoutes, `routes the scenario never called`).toEqual([]);
  });

  it('comes from a scenario that called every auth endpoint the bridge lets through', () => {
    expect(recording.missedAuthEndpoints, 'auth endpoints never called').toEqual([]);
  });

  it('reads no large table in full', async () => {
    const queries = recording.statements.filter((statement) => PLANNED.test(statement.sql));
    const unknown = recording.statements.filter((s) => !PLANNED.test(s.sql) && !UNPLANNED.test(s.sql));
    expect(
      unknown.map((statement) => statement.sql),
      'statements of a kind this test cannot explain',
    ).toEqual([]);
    expect(queries.length).toBeGreaterThan(50);
    const excusing = ALLOWED_SCANS.filter((allowed) => allowed.engines.includes(engine));
    const used = new Set<(typeof ALLOWED_SCANS)[number]>();
    const failures: string[] = [];
    for (const statement of queries) {
      const plan = await planOfStatement(base.db, engine, statement);
      const scanned = fullScansIn(plan, engine, statement.sql).filter((table) => {
        if (!LARGE_TABLES.has(table)) return false;
        const excuse = excusing.find((allowed) => allowed.table === table && allowed.sql.test(statement.sql));
        if (excuse) used.add(excuse);
        return !excuse;
      });
      if (scanned.length > 0) {
        failures.push(
          `scans ${scanned.join(', ')}:\n  ${statement.sql}\n  plan:\n    ${plan.replaceAll('\n', '\n    ')}`,
        );
      }
    }
    expect(
      failures,
      `${failures.length} statements read a large table in full:\n\n${failures.join('\n\n')}`,
    ).toEqual([]);
    const stale = excusing.filter((allowed) => !used.has(allowed)).map((allowed) => allowed.why);
    expect(stale, 'allowed scans that no statement needs any more').toEqual([]);
  });
});

describe(`the course library's reads (${engine})`, () => {
  /**
   * The plans of the recorded statements matching `pattern`. PostgreSQL plans them without bitmap scans when
   * asked: on an item of a few dozen rows a bitmap and a sort are cheapest, which would not show that the index
   * serves the order (as test/query-plan.ts planOf does).
   */
  const planOfRecorded = async (pattern: RegExp, { bitmaps = true } = {}) => {
    const statements = recording.statements.filter((statement) => pattern.test(statement.sql));
    expect(statements.length, `no recorded statement matches ${String(pattern)}`).toBeGreaterThan(0);
    if (engine === 'sqlite' || bitmaps) {
      return Promise.all(statements.map((statement) => planOfStatement(base.db, engine, statement)));
    }
    return base.db.transaction().execute(async (trx) => {
      await sql`set local enable_bitmapscan = off`.execute(trx);
      const plans: string[] = [];
      for (const statement of statements) plans.push(await planOfStatement(trx, engine, statement));
      return plans;
    });
  };

  it('lists an item in the order of published_explanations_item_rank, with no sort, on every page', async () => {
    const plans = await planOfRecorded(
      /from "?published_explanations"?( as)? "?pe"?[\s\S]*order by "?pe"?\."?helpful"? desc/,
      { bitmaps: false },
    );
    expect(plans.length, 'the first page and a later one').toBeGreaterThanOrEqual(2);
    for (const plan of plans) {
      expect(plan).toContain('published_explanations_item_rank');
      expect(plan).not.toMatch(/TEMP B-TREE FOR ORDER BY|Sort Key/);
    }
  });

  it('searches through the full-text index, whatever the course filter', async () => {
    const plans = await planOfRecorded(engine === 'sqlite' ? /published_explanations_fts match/ : /@@ query/);
    for (const plan of plans) {
      expect(plan).toMatch(
        engine === 'sqlite'
          ? /SCAN published_explanations_fts VIRTUAL TABLE INDEX \d+:M/
          : /published_explanations_search/,
      );
    }
  });
});

describe(`the streak reminders' scheduled read (${engine})`, () => {
  it('finds the due reminders through the partial index profiles_streak_reminder_due, in its order', async () => {
    const due = recording.statements.filter((statement) =>
      /from "profiles" where "streak_reminder_at" <= /.test(statement.sql),
    );
    expect(due.length, 'the scenario’s scheduler run read the due reminders').toBeGreaterThan(0);
    for (const statement of due) {
      const plan = await planOfStatement(base.db, engine, statement);
      expect(plan).toContain('profiles_streak_reminder_due');
      expect(plan).not.toMatch(/TEMP B-TREE FOR ORDER BY|Sort Key/);
    }
  });
});

describe(`a person's push subscriptions (${engine})`, () => {
  it('reads them on push_subscriptions_user (the devices page, the cap) and a session’s on push_subscriptions_session', async () => {
    const byUser = recording.statements.filter((statement) =>
      /from "push_subscriptions" where "user_id" = /.test(statement.sql),
    );
    expect(
      byUser.length,
      'the devices page and subscribing read a person’s subscriptions',
    ).toBeGreaterThanOrEqual(2);
    for (const statement of byUser) {
      expect(await planOfStatement(base.db, engine, statement)).toContain('push_subscriptions_user');
    }
    const bySession = recording.statements.filter((statement) =>
      /join push_subscriptions ps on ps\.session_id = s\.id/.test(statement.sql),
    );
    expect(bySession.length, 'a password change reads its device’s subscriptions').toBeGreaterThan(0);
    for (const statement of bySession) {
      expect(await planOfStatement(base.db, engine, statement)).toContain('push_subscriptions_session');
    }
  });
});

describe(`the push job's scheduled read (${engine})`, () => {
  it('finds the due pushes through the partial index notifications_push_due, in its order', async () => {
    const due = recording.statements.filter((statement) =>
      /from "notifications" inner join "profiles"[\s\S]* "notifications"\."push_at" <= /.test(statement.sql),
    );
    expect(due.length, 'the scenario’s scheduler run read the due pushes').toBeGreaterThan(0);
    for (const statement of due) {
      const plan = await planOfStatement(base.db, engine, statement);
      expect(plan).toContain('notifications_push_due');
      expect(plan).not.toMatch(/TEMP B-TREE FOR ORDER BY|Sort Key/);
    }
  });
});

describe.runIf(engine === 'sqlite')('every statement the server issues (sqlite), once prepared', () => {
  it('binds no value that a partial index’s WHERE compares (SQLite would plan the statement again on every run)', async () => {
    const { rows } = await sql<{ table: string; sql: string }>`
      select tbl_name as "table", sql from sqlite_master where type = 'index' and sql like '% where %'`.execute(
      base.db,
    );
    const comparisons = rows.flatMap((index) =>
      boundComparisonsOf(index.table, index.sql.slice(index.sql.toLowerCase().lastIndexOf(' where '))),
    );
    expect(comparisons.length, 'partial indexes comparing a column with a value').toBeGreaterThan(0);
    const offending = recording.statements
      .filter((statement) => comparisons.some((comparison) => comparison.test(statement.sql)))
      .map((statement) => statement.sql);
    expect(
      offending,
      'statements binding a value a partial index compares: write the value in (sql.lit)',
    ).toEqual([]);
  });
});

/**
 * For each `column op 'value'` in a partial index's WHERE, a pattern for a statement on that table comparing the
 * same column with the same operator to a bound value. SQLite's planner reads such a value (to know whether the
 * partial index applies), which marks the prepared statement expired each time a value is bound.
 */
function boundComparisonsOf(table: string, where: string): RegExp[] {
  return [...where.matchAll(/"?(\w+)"?\s*(!=|<>|=)\s*'/g)].map(
    ([, column, operator]) =>
      new RegExp(`\\b(?:from|join) "${table}"[\\s\\S]*(?:"${table}"\\.|[^.])"${column}" ${operator} \\?`),
  );
}

describe('what counts as reading a table in full', () => {
  it.each([
    ['sqlite', 'SCAN challenges', 'select * from "challenges"', ['challenges']],
    ['sqlite', 'SCAN c', 'select * from "challenges" as "c"', ['challenges']],
    [
      'sqlite',
      'SCAN s\nSEARCH u USING INDEX x (id=?)',
      'select 1 from session s join "user" u on u.id = 1',
      ['session'],
    ],
    ['sqlite', 'SCAN profiles USING INDEX profiles_xp_id', 'select 1 from "profiles"', []],
    ['sqlite', 'SCAN a USING COVERING INDEX i', 'select 1 from "activity" as "a"', []],
    ['sqlite', 'SEARCH teachbacks USING INDEX t (assignee_id=?)', 'select 1 from "teachbacks"', []],
    // A full-text MATCH reads the FTS5 index; a virtual table scanned without one reads every row.
    ['sqlite', 'SCAN f VIRTUAL TABLE INDEX 192:M3', 'select 1 from fts f where fts match ?', []],
    ['sqlite', 'SCAN fts VIRTUAL TABLE INDEX 0:', 'select 1 from fts', ['fts']],
    [
      'postgres',
      '->  Seq Scan on profiles p  (cost=0.00..1.00 rows=1 width=1)',
      'select 1 from profiles p',
      ['profiles'],
    ],
    [
      'postgres',
      'Parallel Seq Scan on "user"  (cost=0.00..1.00 rows=1 width=1)',
      'select 1 from "user"',
      ['user'],
    ],
    ['postgres', 'Index Scan using profiles_pkey on profiles p', 'select 1 from profiles p', []],
  ] as const)('%s: %j', (kind, plan, statementSql, expected) => {
    expect(fullScansIn(plan, kind, statementSql)).toEqual(expected);
  });
});
