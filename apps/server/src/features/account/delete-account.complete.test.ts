import { IDEMPOTENCY_KEY_HEADER } from '@teachloop/shared';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { recordModerationAction } from '../moderation/moderation-log.repo';
import { grantModeratorByEmail } from '../../db/moderators';
import { requestReset } from '../../test/auth-helpers';
import { buildTestApp, settled } from '../../test/build-test-app';
import { buildCircle, circleAction } from '../../test/circles';
import { buildChallenge, buildUser, call, TEST_PASSWORD, type TestUser } from '../../test/factories';
import { completedTeachback, recountOpenTeachbacks, review } from '../../test/learning-loop';
import { foreignKeys, placesHolding, type Column, type Row } from '../../test/schema-scan';
import { SAMPLE_IMAGES } from '../../test/sample-images';
import { uploadPng } from '../../test/upload-image';
import { subscribeDevice } from '../../test/push-devices';
import { postAvatar } from '../../test/upload-avatar';

/*
 * Account deletion is complete by construction. The schema says which columns hold a user: every
 * column with a foreign key to "user", every column named like one (user_id, userId), and the tables keyed by
 * the user's own id. A user with rows in every one of them deletes their account through the route; then
 * each of those columns holds no row of theirs, except where a row is deliberately kept (below, with why and
 * what a kept row must look like), and no value anywhere still names them, their address or their id, except
 * where listed. A new table with a user column fails here until the scenario gives it a row and someone
 * decides: erase it in delete-account.repo.ts, or keep it here with the reason.
 */

/** Tables whose own id is the user's id. */
const KEYED_BY_USER_ID: Record<string, string> = { user: 'id', profiles: 'id' };

/** Columns neither named like a user's id nor keyed to "user" that hold one all the same, with whose id it is. */
const NAMED_OTHERWISE: { table: string; column: string; holds: string }[] = [
  {
    table: 'xp_ledger',
    column: 'peer_id',
    holds: 'the peer who caused the award (the pair cap counts awards between the two by it)',
  },
  { table: 'user_blocks', column: 'blocker_id', holds: 'the user who made the block' },
  { table: 'user_blocks', column: 'blocked_id', holds: 'the user the block is against' },
  { table: 'reports', column: 'reporter_id', holds: 'the user who sent the report' },
  { table: 'reports', column: 'subject_id', holds: 'the author or owner of the reported item' },
  { table: 'moderation_log', column: 'moderator_id', holds: 'the moderator who acted' },
  { table: 'moderation_log', column: 'subject_id', holds: 'the person the action was about' },
];

/** Columns named like ids that hold no user, each with what they hold instead. */
const NOT_USERS: { table: string; column: string; holds: string }[] = [
  {
    table: 'activity',
    column: 'link_id',
    holds: 'the challenge, teach-back, review, badge or circle it links to',
  },
  { table: 'user_badges', column: 'badge_id', holds: 'a badge of the fixed catalogue' },
  {
    table: 'image_refs',
    column: 'source_id',
    holds: 'the challenge, teach-back, review or reply whose text names the image',
  },
  {
    table: 'account',
    column: 'accountId',
    holds: "the id at the sign-in provider (for a password, the user's own): the row goes by account.userId",
  },
  { table: 'account', column: 'providerId', holds: "the sign-in provider's name" },
  {
    table: 'reports',
    column: 'item_id',
    holds: 'the reported item (a profile’s is its owner: erased with them)',
  },
  { table: 'moderation_log', column: 'item_id', holds: 'the item a moderator acted on' },
  { table: 'moderation_log', column: 'report_id', holds: 'the report the action answered' },
];

/** User columns whose rows of a deleted user stay, each with why, and what every such row must then be. */
const KEPT_ROWS: { table: string; column: string; why: string; stays: (row: Row) => boolean }[] = [
  {
    table: 'user',
    column: 'id',
    why: 'a nameless tombstone: the reviews and teach-backs peers keep point at it',
    stays: (row) =>
      row.name === '' && row.email === `${String(row.id)}@deleted.invalid` && row.image === null,
  },
  {
    table: 'challenges',
    column: 'owner_id',
    why: 'a challenge a peer taught back stays for that peer (their teach-back and its review), by Anonymous',
    stays: (row) => row.author === 'Anonymous',
  },
  {
    table: 'teachbacks',
    column: 'requester_id',
    why: 'a completed teach-back of their challenge stays with the peer who did it, asked by Anonymous',
    stays: (row) => row.status === 'completed' && row.requester === 'Anonymous',
  },
  {
    table: 'teachbacks',
    column: 'assignee_id',
    why: 'a teach-back they completed stays with the peer who asked: the review that peer wrote rests on it',
    stays: (row) => row.status === 'completed',
  },
  {
    table: 'feedback_requests',
    column: 'reviewer_id',
    why: 'a review they wrote stays with the peer who received it (their XP and skills rest on it), anonymous',
    stays: (row) => row.status !== 'pending' && Number(row.anonymous) === 1,
  },
  {
    table: 'feedback_requests',
    column: 'learner_id',
    why: 'a review of them stays with the peer who wrote it, naming nobody',
    stays: (row) => row.status !== 'pending' && row.learner === 'Anonymous',
  },
  {
    table: 'xp_ledger',
    column: 'peer_id',
    why: 'a peer’s award they caused stays with that peer (their XP rests on it), naming only the tombstone',
    stays: (row) => row.user_id !== row.peer_id,
  },
  {
    table: 'moderation_log',
    column: 'moderator_id',
    why: 'the moderators’ audit log is the record of what was done, and is never edited',
    stays: () => true,
  },
  {
    table: 'moderation_log',
    column: 'subject_id',
    why: 'the moderators’ audit log is the record of what was done, and is never edited',
    stays: () => true,
  },
  {
    table: 'circles',
    column: 'owner_id',
    why: 'a circle they owned with nobody left to take it over is closed, and a closed circle shows nowhere',
    stays: (row) => row.closed_at !== null,
  },
];

/** Other columns whose values may still carry the deleted user's id or address, with why. */
const KEPT_MENTIONS: { table: string; column: string; holds: ('id' | 'address')[]; why: string }[] = [
  {
    table: 'user',
    column: 'email',
    holds: ['id'],
    why: 'the tombstone’s address is <id>@deleted.invalid, which receives nothing and frees the real one',
  },
  {
    table: 'rate_limits',
    column: 'key',
    holds: ['id', 'address'],
    why: 'a limit’s counter, keyed by the account’s id or address; the rate limiter deletes it after a day',
  },
];

const { app, db, config } = await buildTestApp();
const engine = config.database.kind;

const named = ({ table, column }: Column) => `${table}.${column}`;

/** The schema's user columns, and the id-like columns it cannot tell about (a decision is missing). */
async function userColumnsOfSchema() {
  const tables = await db.introspection.getTables();
  const keys = await foreignKeys(db, engine);
  const referenceOf = (table: string, column: string) =>
    keys.find((key) => key.table === table && key.column === column)?.references;
  const userColumns: Column[] = [];
  const undecided: string[] = [];
  for (const table of tables) {
    for (const { name: column } of table.columns) {
      const references = referenceOf(table.name, column);
      const namedOtherwise = NAMED_OTHERWISE.some(
        (known) => known.table === table.name && known.column === column,
      );
      if (
        references === 'user' ||
        KEYED_BY_USER_ID[table.name] === column ||
        /^user_?id$/i.test(column) ||
        namedOtherwise
      ) {
        userColumns.push({ table: table.name, column });
      } else if (/(^id|_id|Id)$/.test(column) && column !== 'id' && references === undefined) {
        if (!NOT_USERS.some((known) => known.table === table.name && known.column === column))
          undecided.push(`${table.name}.${column}`);
      }
    }
  }
  return { tables, userColumns, undecided };
}

async function rowsOf({ table, column }: Column, userId: string): Promise<Row[]> {
  const { rows } =
    await sql<Row>`select * from ${sql.table(table)} where ${sql.ref(column)} = ${userId}`.execute(db);
  return rows;
}

/** A user with a row in every table that has a user column, through the API where it is cheap. */
async function userWithDataEverywhere() {
  // Zed joined from Ann's invite link (she was told, by name), and Dot joined from Zed's.
  const inviteCodeOf = async (user: TestUser) =>
    new URL((await call(app, 'GET', '/api/invites', user)).json<{ url: string }>().url).searchParams.get(
      'invite',
    )!;
  const ann = await buildUser(app, { name: 'Ann' });
  const zed = await buildUser(app, { name: 'Zed Quillfeather', invite: await inviteCodeOf(ann) });
  const dot = await buildUser(app, { name: 'Dot', invite: await inviteCodeOf(zed) });
  const bob = await buildUser(app, { name: 'Bob' });
  const cy = await buildUser(app, { name: 'Cy' });

  // Zed taught Bob's and Cy's challenges on one topic back, and both rated it well: XP, badges, a verified
  // skill, notifications and activity.
  for (const [peer, title] of [
    [bob, 'Heaps'],
    [cy, 'Hash maps'],
  ] as const) {
    const taughtBack = await completedTeachback(app, db, peer, zed, { title, topic: 'Data structures' });
    expect(
      (await review(app, peer, taughtBack.feedbackId, { rating: 5, comment: 'Clear.' })).statusCode,
    ).toBe(200);
    // Zed thanks them under the review (they are told, by name), and they answer.
    for (const [author, body] of [
      [zed, 'Thank you!'],
      [peer, 'Welcome.'],
    ] as const) {
      const path = `/api/feedback/${taughtBack.feedbackId}/replies`;
      expect((await call(app, 'POST', path, author, { body })).statusCode).toBe(201);
    }
  }
  // Bob taught Zed's challenge back and Zed reviewed him; Cy's teach-back of another waits for Zed's review.
  const reviewed = await completedTeachback(app, db, zed, bob, { title: 'Stacks' });
  expect((await review(app, zed, reviewed.feedbackId, { rating: 4, comment: 'Good.' })).statusCode).toBe(200);
  await completedTeachback(app, db, zed, cy, { title: 'Tries' });
  // Zed published an explanation in a course's library, and marked Bob's published one helpful.
  for (const [writer, reviewer] of [
    [zed, bob],
    [bob, cy],
  ] as const) {
    const loop = await completedTeachback(app, db, reviewer, writer, { title: 'Variables' });
    await db
      .updateTable('challenges')
      .set({ path_item: 'intro-to-python/variables' })
      .where('id', '=', loop.challengeId)
      .execute();
    expect((await review(app, reviewer, loop.feedbackId, { rating: 5 })).statusCode).toBe(200);
    const choice = { publish: true };
    const publishPath = `/api/teachbacks/${loop.teachbackId}/publish`;
    expect((await call(app, 'PUT', publishPath, writer, choice)).statusCode).toBe(200);
    if (writer === bob) {
      const helpful = `/api/explanations/${loop.teachbackId}/helpful`;
      expect((await call(app, 'POST', helpful, zed)).statusCode).toBe(200);
    }
  }
  // A challenge of Zed's nobody has taught back yet, and one of Bob's that Zed is doing now.
  await buildChallenge(app, zed, { title: 'Queues' });
  const bobs = await buildChallenge(app, bob, { title: 'Graphs' });
  await db
    .updateTable('teachbacks')
    .set({ assignee_id: zed.id })
    .where('id', '=', bobs.teachback!.id)
    .execute();
  await recountOpenTeachbacks(db);
  // Zed declined a challenge of Cy's (it went on to another peer).
  const declined = await buildChallenge(app, cy, { title: 'Tries, again' });
  await db
    .updateTable('teachbacks')
    .set({ assignee_id: zed.id })
    .where('id', '=', declined.teachback!.id)
    .execute();
  await recountOpenTeachbacks(db);
  // With the key a browser sends, which the server keeps for a day under Zed's id.
  const decline = { reason: 'Not my topic.' };
  const once = { [IDEMPOTENCY_KEY_HEADER]: 'zed-declines-once' };
  const declinePath = `/api/teachbacks/${declined.teachback!.id}/decline`;
  expect((await call(app, 'POST', declinePath, zed, decline, once)).statusCode).toBe(200);

  // A circle only Zed is in, one Cy joined, one of Cy's Zed joined, and a private one Zed asked to join.
  await buildCircle(app, zed, { name: 'Alone' });
  const shared = await buildCircle(app, zed, { name: 'Shared' });
  expect((await circleAction(app, cy, shared.id, 'join')).statusCode).toBe(200);
  const cys = await buildCircle(app, cy, { name: 'Hosted by Cy' });
  expect((await circleAction(app, zed, cys.id, 'join')).statusCode).toBe(200);
  const closed = await buildCircle(app, cy, { name: 'Invite only', privacy: 'private' });
  expect((await circleAction(app, zed, closed.id, 'requests')).statusCode).toBe(201);

  // Zed blocked Dot, and Ann blocked Zed: both go with Zed's account.
  expect((await call(app, 'POST', '/api/blocks', zed, { userId: dot.id })).statusCode).toBe(200);
  expect((await call(app, 'POST', '/api/blocks', ann, { userId: zed.id })).statusCode).toBe(200);

  // Zed reported Bob's review of him, Ann reported Zed's lonely circle, and Zed, a moderator, acted on a report
  // about Bob while Ann acted on one about Zed.
  const bobsReview = await db
    .selectFrom('feedback_requests')
    .select('id')
    .where('reviewer_id', '=', bob.id)
    .where('learner_id', '=', zed.id)
    .executeTakeFirstOrThrow();
  const report = (reporter: TestUser, body: object) => call(app, 'POST', '/api/reports', reporter, body);
  expect((await report(zed, { itemKind: 'review', itemId: bobsReview.id, reason: 'other' })).statusCode).toBe(
    201,
  );
  const alone = await db
    .selectFrom('circles')
    .select('id')
    .where('name', '=', 'Alone')
    .executeTakeFirstOrThrow();
  expect((await report(ann, { itemKind: 'circle', itemId: alone.id, reason: 'spam' })).statusCode).toBe(201);
  await grantModeratorByEmail(db, zed.email, Date.now());
  await recordModerationAction(db, {
    moderatorId: zed.id,
    action: 'dismiss',
    subjectId: bob.id,
    at: Date.now(),
  });
  await recordModerationAction(db, {
    moderatorId: ann.id,
    action: 'dismiss',
    subjectId: zed.id,
    at: Date.now(),
  });

  // An image Zed uploaded, and Zed's photo.
  await uploadPng(app, zed);
  expect((await postAvatar(app, zed, SAMPLE_IMAGES.png)).statusCode).toBe(201);

  // E-mail for reviews but no push of them (a choice other than the default), and push on for this device.
  const preferences = { preferences: [{ kind: 'review_received', delivery: 'email', push: false }] };
  expect((await call(app, 'PUT', '/api/notification-preferences', zed, preferences)).statusCode).toBe(200);
  expect((await subscribeDevice(app, zed)).statusCode).toBe(201);
  expect((await requestReset(app, zed.email)).statusCode).toBe(200);
  // A learning path Zed started.
  expect((await call(app, 'POST', '/api/courses/intro-to-python/path/start', zed)).statusCode).toBe(200);
  await settled(config);

  // What only time makes (the scheduler's reassignments and weekly mail), written as the scheduler would.
  await db
    .insertInto('teachback_assignments')
    .values({ teachback_id: bobs.teachback!.id, user_id: zed.id, ended_at: Date.now(), notes: 'Zed’s notes' })
    .execute();
  await db
    .insertInto('weekly_summaries')
    .values({ user_id: zed.id, week_start: 0, sent_at: Date.now() })
    .execute();
  return { zed, name: 'Zed Quillfeather' };
}

describe(`deleting an account erases every user column, or keeps it on purpose (${engine})`, () => {
  it('knows what every id-like column of the schema holds', async () => {
    const { tables, userColumns, undecided } = await userColumnsOfSchema();
    expect(
      undecided,
      'columns named like ids that reference nothing: add each to NOT_USERS, NAMED_OTHERWISE or KEYED_BY_USER_ID',
    ).toEqual([]);
    const columns = new Set(tables.flatMap((table) => table.columns.map((c) => `${table.name}.${c.name}`)));
    const listed = [...NAMED_OTHERWISE, ...NOT_USERS, ...KEPT_ROWS, ...KEPT_MENTIONS].map(named);
    expect(
      listed.filter((column) => !columns.has(column)),
      'listed columns the schema no longer has',
    ).toEqual([]);
    const users = new Set(userColumns.map(named));
    expect(
      KEPT_ROWS.map(named).filter((column) => !users.has(column)),
      'kept rows of columns that hold no user',
    ).toEqual([]);
  });

  // A whole life in the app through the API (sign-ups, reviews, replies, circles): seconds on a busy machine.
  it('leaves no row of theirs in a user column but those kept, and their name, address and id nowhere else', async () => {
    const { userColumns } = await userColumnsOfSchema();
    const { zed, name } = await userWithDataEverywhere();

    const empty: string[] = [];
    for (const column of userColumns)
      if ((await rowsOf(column, zed.id)).length === 0) empty.push(named(column));
    expect(empty, 'user columns the scenario gave the deleted user no row in: give it one').toEqual([]);
    // Their id also sits where no user column is (the reset link Better Auth keeps, the limits' counters), and
    // their name in peers' records: the scan below must find them there if deletion forgot them.
    const idBefore = [...(await placesHolding(db, zed.id)).keys()];
    expect(idBefore).toEqual(expect.arrayContaining(['verification.value', 'rate_limits.key']));
    const nameBefore = [...(await placesHolding(db, name)).keys()];
    expect(nameBefore).toEqual(
      expect.arrayContaining([
        'notifications.text',
        'activity.text',
        'challenges.author',
        'teachbacks.requester',
      ]),
    );

    expect(
      (await call(app, 'POST', '/api/account/delete', zed, { password: TEST_PASSWORD })).statusCode,
    ).toBe(204);

    const left: string[] = [];
    const wronglyKept: string[] = [];
    const keptAndUsed = new Set<string>();
    for (const column of userColumns) {
      const rows = await rowsOf(column, zed.id);
      const kept = KEPT_ROWS.find((entry) => named(entry) === named(column));
      if (!kept) {
        if (rows.length > 0) left.push(`${named(column)}: ${rows.length} rows`);
        continue;
      }
      if (rows.length > 0) keptAndUsed.add(named(column));
      for (const row of rows.filter((one) => !kept.stays(one)))
        wronglyKept.push(`${named(column)}: ${JSON.stringify(row)}`);
    }
    expect(left, 'rows of the deleted user that deletion left behind').toEqual([]);
    expect(wronglyKept, 'kept rows that still are not as the kept list says').toEqual([]);
    expect(
      KEPT_ROWS.map(named).filter((column) => !keptAndUsed.has(column)),
      'kept-list entries whose rows deletion now erases: take them off the list',
    ).toEqual([]);

    // Anywhere else: no value names them, carries their address, or (outside the columns above) their id.
    const holding = (what: 'id' | 'address') =>
      KEPT_MENTIONS.filter((entry) => entry.holds.includes(what)).map(named);
    const mayHoldId = new Set([...KEPT_ROWS.map(named), ...holding('id')]);
    const mayHoldAddress = new Set(holding('address'));
    const mentions: string[] = [];
    for (const [text, allowed] of [
      [name, new Set<string>()],
      [zed.email, mayHoldAddress],
      [zed.id, mayHoldId],
    ] as const) {
      for (const [where, values] of await placesHolding(db, text)) {
        if (!allowed.has(where)) mentions.push(`${where}: ${values.join(' | ')}`);
      }
    }
    expect(mentions, 'values that still name the deleted user').toEqual([]);
  }, 30_000);
});
