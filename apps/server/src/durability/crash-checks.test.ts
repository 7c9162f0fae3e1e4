import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { buildChallenge, buildUser } from '../test/factories';
import { AcknowledgedWrites, missingWrites, type StoredRows } from './acknowledged-writes';
import { integrityProblems, storedRows } from './integrity.repo';

// The crash test passes only if its checks can fail: each one here is shown a loss or a broken invariant.

function acknowledged(): AcknowledgedWrites {
  const writes = new AcknowledgedWrites();
  writes.challenges.set('c1', { id: 'c1', ownerId: 'u1', notesAcked: 2, notesSent: 3, busy: false });
  writes.teachbacks.set('t1', { id: 't1', challengeId: 'c1', assigneeId: 'u2', completion: 'acked' });
  return writes;
}

const rows = (notes: string | undefined, status: string | undefined): StoredRows => ({
  challengeNotes: new Map(notes === undefined ? [] : [['c1', notes]]),
  teachbackStatus: new Map(status === undefined ? [] : [['t1', status]]),
});

describe('missingWrites', () => {
  it('finds nothing missing when the rows hold the acknowledged writes (or a later one that was in flight)', () => {
    expect(missingWrites(acknowledged(), rows('v2', 'completed'))).toEqual([]);
    expect(missingWrites(acknowledged(), rows('v3', 'completed'))).toEqual([]);
  });

  it('reports a lost row, notes older than acknowledged, and a lost completion', () => {
    expect(missingWrites(acknowledged(), rows(undefined, undefined))).toEqual([
      'challenge c1 is gone',
      'teach-back t1 is gone',
    ]);
    expect(missingWrites(acknowledged(), rows('v1', 'in_progress'))).toEqual([
      'challenge c1 notes v1; acknowledged v2',
      'teach-back t1 is in_progress; its completion was acknowledged',
    ]);
  });
});

describe('integrityProblems', () => {
  it('passes a database the app wrote, and reports an open-teach-back counter out of step', async () => {
    const { app, db, config } = await buildTestApp();
    const owner = await buildUser(app);
    const peer = await buildUser(app);
    await buildChallenge(app, owner);
    expect(await integrityProblems(db, config.database.kind)).toEqual([]);
    expect((await storedRows(db)).challengeNotes.size).toBe(1);

    await db.updateTable('profiles').set({ open_teachbacks: 5 }).where('id', '=', peer.id).execute();
    expect(await integrityProblems(db, config.database.kind)).toEqual([
      `profile ${peer.id}: open_teachbacks 5, open teach-backs 1`,
    ]);
  });
});
