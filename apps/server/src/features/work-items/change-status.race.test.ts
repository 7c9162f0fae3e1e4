import { LEARNING_MESSAGES, type SessionUser } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { activityTexts, buildChallenge, buildUser, call } from '../../test/factories';
import { challengeKind } from '../challenges/challenge-status.service';
import { ownChallenges } from '../challenges/own-challenges.service';
import { createInProcessEventBus } from '../realtime/event-bus';
import { changeStatus } from './change-status.service';

const { app, db } = await buildTestApp();
const ada = await buildUser(app, { name: 'Ada' });
const bob = await buildUser(app, { name: 'Bob' });
const adaUser: SessionUser = { id: ada.id, email: ada.email, displayName: 'Ada', photoURL: null };
const deps = { db, events: createInProcessEventBus(), log: { error: console.error }, now: Date.now };
const complete = { action: 'complete' as const, edit: {} };
const changedMeanwhile = { code: 'conflict', message: LEARNING_MESSAGES.changedMeanwhile };

async function challengeInProgress(title: string) {
  const { challenge, teachback } = await buildChallenge(app, ada, { title });
  await db.updateTable('challenges').set({ status: 'in_progress' }).where('id', '=', challenge.id).execute();
  return { id: challenge.id, teachbackId: teachback!.id };
}

const completions = async (title: string) =>
  (await activityTexts(db, ada.id)).filter((text) => text === `Completed “${title}”`);

describe('two concurrent transitions of one work item', () => {
  it('over HTTP: exactly one wins, the other gets 409 with the spec’s conflict text', async () => {
    const { id, teachbackId } = await challengeInProgress('Heaps');
    const pairs = [
      {
        url: `/api/challenges/${id}/complete`,
        user: ada,
        lateText: LEARNING_MESSAGES.challengeAlreadyCompleted,
      },
      {
        url: `/api/teachbacks/${teachbackId}/start`,
        user: bob,
        lateText: LEARNING_MESSAGES.teachbackAlreadyStarted,
      },
    ];
    for (const { url, user, lateText } of pairs) {
      const responses = await Promise.all([call(app, 'POST', url, user), call(app, 'POST', url, user)]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const loser = responses.find((response) => response.statusCode === 409)!.json();
      // Which text the loser reads depends on where it lost: at the state machine (the winner had committed
      // before it read: always on SQLite's one connection) or at the compare-and-set (both read first).
      expect(loser.error.code).toBe('conflict');
      expect([lateText, LEARNING_MESSAGES.changedMeanwhile]).toContain(loser.error.message);
    }
    expect(await completions('Heaps')).toHaveLength(1);
    const started = await activityTexts(db, bob.id);
    expect(started.filter((text) => text.startsWith('Started teach-back'))).toHaveLength(1);
  });

  it('a change that read the item before the other committed loses at the compare-and-set', async () => {
    const { id } = await challengeInProgress('Tries');
    const stale = await ownChallenges.find(db, ada.id, id);
    await changeStatus(deps, challengeKind, adaUser, { id, ...complete });
    const late = { ...challengeKind, findOwn: () => Promise.resolve(stale) };
    await expect(changeStatus(deps, late, adaUser, { id, ...complete })).rejects.toMatchObject(
      changedMeanwhile,
    );
    expect(await completions('Tries')).toHaveLength(1);
  });

  it.runIf(process.env.TEST_DATABASE === 'postgres')(
    'on PostgreSQL, two transactions that both read first: one commits, the other gets the conflict',
    async () => {
      const { id } = await challengeInProgress('Graphs');
      let arrived = 0;
      let release!: () => void;
      const bothHaveRead = new Promise<void>((resolve) => (release = resolve));
      const racing = {
        ...challengeKind,
        async findOwn(...args: Parameters<typeof challengeKind.findOwn>) {
          const item = await challengeKind.findOwn(...args);
          if (++arrived === 2) release();
          await bothHaveRead;
          return item;
        },
      };
      const outcomes = await Promise.allSettled([
        changeStatus(deps, racing, adaUser, { id, ...complete }),
        changeStatus(deps, racing, adaUser, { id, ...complete }),
      ]);
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      const lost = outcomes.find((outcome) => outcome.status === 'rejected');
      expect(lost?.reason).toMatchObject(changedMeanwhile);
      expect(await completions('Graphs')).toHaveLength(1);
    },
  );
});
