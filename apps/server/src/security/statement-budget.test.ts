import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createBackgroundTasks } from '../background-tasks';
import { rememberTestDb } from '../test/app-databases';
import { buildTestApp } from '../test/build-test-app';
import { buildCircle, joinAs } from '../test/circles';
import { testLogStream } from '../test/error-logs';
import { buildChallenge, buildUser, call } from '../test/factories';
import { completedTeachback, handedTeachback } from '../test/learning-loop';
import { findPromptMarks } from '../features/teachbacks/teachbacks.repo';
import { createDb } from '../db/create-db';
import { HOT_READS } from '../db/hot-reads';

/*
 * The hot path stays hot by a test: each read on every page load (db/hot-reads.ts) issues at most its budget of SQL
 * statements, and the same statements whether the reader has one row of each kind or twenty. A statement whose
 * text grows with the data (an `in (…)` list of the rows just read) or a read per row fails here.
 */
const base = await buildTestApp();
const engine = base.config.database.kind;

/** Every statement the driver runs for the app below, in order: Kysely's log sees them all, compiled-once too. */
const statements: string[] = [];
const counted = createDb(base.config.database, {
  log: (event) => {
    if (event.level === 'query') statements.push(event.query.sql);
  },
});
const background = createBackgroundTasks({ error: (detail: unknown) => console.error(detail) });
const app = await buildApp({ config: base.config, db: counted, background, logStream: testLogStream });
rememberTestDb(app, base.db, base.config);
await app.ready();
afterAll(async () => {
  await app.close();
  await counted.destroy();
});

const ada = await buildUser(app, { name: 'Ada' });
const ben = await buildUser(app, { name: 'Ben' });
const circle = await buildCircle(app, ada);
await joinAs(app, ben, circle.id);
// A path started, so the dashboard's next item reads it and Ada's path rows (one asked, one taught).
await call(app, 'POST', '/api/courses/intro-to-python/path/start', ada);
await call(app, 'POST', '/api/courses/intro-to-python/items/variables/ask', ada);
await call(app, 'POST', '/api/courses/intro-to-python/items/data-types/teach', ada);

/** Gives Ada `count` more of every row her dashboard lists: own challenges, teach-backs, reviews to give. */
async function grow(count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await buildChallenge(app, ada, { title: `Own ${i}` });
    await handedTeachback(app, base.db, ben, ada, { title: `To teach ${i}` });
    await completedTeachback(app, base.db, ada, ben, { title: `To review ${i}` });
  }
  await background.drain();
}

/** The statements each hot read issued, by path. */
async function readAll(): Promise<Map<string, string[]>> {
  const byPath = new Map<string, string[]>();
  for (const read of HOT_READS) {
    statements.length = 0;
    const response = await call(app, 'GET', read.path, ada);
    expect(response.statusCode, `${read.path}: ${response.body}`).toBe(200);
    await background.drain();
    byPath.set(read.path, [...statements]);
  }
  return byPath;
}

/** A bound list (`in (?, ?)`, `in ($1, $2)`): its text changes with the number of values. */
const BOUND_LIST = /\bin \((\?|\$\d+)(, ?(\?|\$\d+))+\)/i;

await grow(1);
const small = await readAll();
await grow(19);
const large = await readAll();

describe(`the hot reads' statements (${engine})`, () => {
  it.each(HOT_READS)('$path issues at most $statements SQL statements', ({ path, statements: budget }) => {
    const issued = large.get(path)!;
    expect(issued.length, `${path} issued:\n${issued.join('\n')}`).toBeGreaterThan(0);
    expect(issued.length, `${path} issued:\n${issued.join('\n')}`).toBeLessThanOrEqual(budget);
  });

  it.each(HOT_READS)('$path issues the same statements for 1 row of each kind as for 20', ({ path }) => {
    // Compared as sets of texts: reads a service runs at once (Promise.all) finish, and are logged, in either
    // order on PostgreSQL's pool.
    expect([...large.get(path)!].sort()).toEqual([...small.get(path)!].sort());
  });

  it.each(HOT_READS)('$path binds no list of values', ({ path }) => {
    expect(large.get(path)!.filter((text) => BOUND_LIST.test(text))).toEqual([]);
  });

  it('catches a read whose statement grows with its rows, as the teach-back list’s prompt marks once did', async () => {
    const ids = (await call(app, 'GET', '/api/challenges?limit=3', ada)).json<{
      challenges: { id: string }[];
    }>();
    const [one, two] = ids.challenges.map((challenge) => challenge.id);
    const textOf = async (challengeIds: string[]) => {
      statements.length = 0;
      await findPromptMarks(counted, challengeIds);
      return [...statements];
    };
    const [forOne, forTwo] = [await textOf([one!]), await textOf([one!, two!])];
    expect(forTwo).not.toEqual(forOne);
    expect(forTwo.filter((text) => BOUND_LIST.test(text))).toHaveLength(1);
  });
});
