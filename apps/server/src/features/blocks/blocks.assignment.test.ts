import type { OpenChallengesResponse } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildAppWith, buildChallenge, buildUser, call, type TestUser } from '../../test/factories';
import { handedTeachback } from '../../test/learning-loop';

/** A database of its own per test: "only the blocked peer is there" must hold for the assignment to prove it. */
async function freshApp() {
  return buildAppWith({ random: () => 0 });
}

const block = (app: Awaited<ReturnType<typeof freshApp>>['app'], user: TestUser, other: TestUser) =>
  call(app, 'POST', '/api/blocks', user, { userId: other.id });

describe('a blocked pair is never assigned to each other', { timeout: 60_000 }, () => {
  it('with only the blocked peer there, a new challenge goes to nobody, whichever side blocked', async () => {
    const { app } = await freshApp();
    const [ann, bo] = [await buildUser(app), await buildUser(app)];
    expect((await block(app, ann, bo)).statusCode).toBe(200);
    expect((await buildChallenge(app, ann, { title: 'One' })).teachback).toBeNull();
    expect((await buildChallenge(app, bo, { title: 'Two' })).teachback).toBeNull();

    expect((await call(app, 'DELETE', `/api/blocks/${bo.id}`, ann)).statusCode).toBe(204);
    expect((await buildChallenge(app, ann, { title: 'Three' })).teachback?.assigneeId).toBe(bo.id);

    expect((await block(app, bo, ann)).statusCode).toBe(200);
    expect((await buildChallenge(app, ann, { title: 'Four' })).teachback).toBeNull();
    // Someone else is there: they get it.
    const cy = await buildUser(app);
    expect((await buildChallenge(app, ann, { title: 'Five' })).teachback?.assigneeId).toBe(cy.id);
  });

  it('a block moves an open teach-back between the two to another peer, never to either', async () => {
    const { app, db } = await freshApp();
    const [ann, bo] = [await buildUser(app), await buildUser(app)];
    const handed = await handedTeachback(app, db, ann, bo, { title: 'Heaps' });
    const cy = await buildUser(app);
    expect((await block(app, bo, ann)).statusCode).toBe(200);
    const row = await db
      .selectFrom('teachbacks')
      .select(['assignee_id', 'status'])
      .where('id', '=', handed.teachbackId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ assignee_id: cy.id, status: 'pending' });
    // Bo no longer has it; Cy does.
    const bosList = (await call(app, 'GET', '/api/teachbacks', bo)).json().teachbacks;
    expect(bosList.map((t: { id: string }) => t.id)).not.toContain(handed.teachbackId);
    const cysList = (await call(app, 'GET', '/api/teachbacks', cy)).json().teachbacks;
    expect(cysList.map((t: { id: string }) => t.id)).toContain(handed.teachbackId);
  });

  it('with nobody else free, the challenge opens to any peer, and the blocked side neither sees nor takes it', async () => {
    const { app, db } = await freshApp();
    const [ann, bo] = [await buildUser(app), await buildUser(app)];
    const handed = await handedTeachback(app, db, ann, bo, { title: 'Tries' });
    expect((await block(app, ann, bo)).statusCode).toBe(200);
    const openTo = async (user: TestUser) =>
      (await call(app, 'GET', '/api/challenges/open', user))
        .json<OpenChallengesResponse>()
        .challenges.map((challenge) => challenge.id);
    expect(await openTo(bo)).not.toContain(handed.challengeId);
    const accepted = await call(app, 'POST', `/api/challenges/${handed.challengeId}/accept`, bo);
    expect(accepted.statusCode).toBe(404);
    // Anyone else sees it and may take it.
    const cy = await buildUser(app);
    expect(await openTo(cy)).toContain(handed.challengeId);
    expect((await call(app, 'POST', `/api/challenges/${handed.challengeId}/accept`, cy)).statusCode).toBe(
      201,
    );
  });
});
