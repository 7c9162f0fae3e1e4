import { describe, expect, it } from 'vitest';
import { buildCircle, circleAction, joinAs } from '../../test/circles';
import { buildAppWith, buildChallenge, buildUser } from '../../test/factories';
import { pickAssignee } from './assignment';

describe('pickAssignee', () => {
  const candidates = [
    { id: 'a', openTeachbacks: 2 },
    { id: 'b', openTeachbacks: 0 },
    { id: 'c', openTeachbacks: 1 },
    { id: 'd', openTeachbacks: 0 },
  ];

  it('chooses among the least loaded only, by the random draw', () => {
    expect(pickAssignee(candidates, 'x', () => 0)).toBe('b');
    expect(pickAssignee(candidates, 'x', () => 0.49)).toBe('b');
    expect(pickAssignee(candidates, 'x', () => 0.5)).toBe('d');
    expect(pickAssignee(candidates, 'x', () => 0.999)).toBe('d');
  });

  it('never returns the creator, even when the creator is offered as the least loaded', () => {
    expect(pickAssignee([{ id: 'me', openTeachbacks: 0 }, ...candidates], 'me', () => 0)).toBe('b');
    expect(pickAssignee([{ id: 'me', openTeachbacks: 0 }], 'me', () => 0)).toBeUndefined();
    expect(pickAssignee([], 'me', () => 0)).toBeUndefined();
  });

  it('prefers the creator’s circle peers, least loaded among them, and falls back to everyone', () => {
    const withPeers = [...candidates, { id: 'p1', openTeachbacks: 3, circlePeer: true }];
    expect(pickAssignee(withPeers, 'x', () => 0)).toBe('p1');
    const twoPeers = [...withPeers, { id: 'p2', openTeachbacks: 1, circlePeer: true }];
    expect(pickAssignee(twoPeers, 'x', () => 0.999)).toBe('p2');
    expect(
      pickAssignee([{ id: 'me', openTeachbacks: 0, circlePeer: true }, ...candidates], 'me', () => 0),
    ).toBe('b');
  });

  it('passes over a least-loaded candidate another creation is taking while an equally free one is offered', () => {
    expect(pickAssignee(candidates, 'x', () => 0, new Set(['b']))).toBe('d');
    // Never a busier one instead: with every least-loaded one passed over, one of them again (to wait for).
    expect(pickAssignee(candidates, 'x', () => 0, new Set(['b', 'd']))).toBe('b');
  });

  it('stays in range whatever the random function returns', () => {
    expect(pickAssignee(candidates, 'x', () => 1)).toBe('d');
    expect(pickAssignee(candidates, 'x', () => -1)).toBe('b');
  });
});

describe.each([
  ['first', () => 0, 0],
  ['last', () => 0.999, 1],
])('assignment with a random draw that picks the %s of the tied users', async (_label, random, index) => {
  const { app } = await buildAppWith({ random });

  it('breaks the tie between the two least-loaded users by the draw, never choosing the busier one', async () => {
    const owner = await buildUser(app);
    const busy = await buildUser(app);
    // Busy gets a teach-back while alone with the owner; then two idle users join.
    await buildChallenge(app, owner);
    const idle = [await buildUser(app), await buildUser(app)].map((user) => user.id).sort();
    const { teachback } = await buildChallenge(app, owner);
    expect(teachback?.assigneeId).toBe(idle[index]);
    expect(teachback?.assigneeId).not.toBe(busy.id);
  });
});

describe('assignment preferring circle peers', async () => {
  const { app } = await buildAppWith({ random: () => 0 });

  it('gives the teach-back to a member of the creator’s circle, even a busier one, while the circle is open', async () => {
    const owner = await buildUser(app);
    const peer = await buildUser(app);
    const circle = await buildCircle(app, owner);
    await joinAs(app, peer, circle.id);
    // Idle strangers arrive; the peer already has a teach-back from an earlier challenge.
    await buildChallenge(app, owner);
    const strangers = [await buildUser(app), await buildUser(app)];
    for (let round = 0; round < 2; round++) {
      expect((await buildChallenge(app, owner)).teachback?.assigneeId).toBe(peer.id);
    }
    // Once the circle is closed the peer is like anyone else: the least-loaded stranger is chosen.
    expect((await circleAction(app, owner, circle.id, 'close')).statusCode).toBe(204);
    const assignee = (await buildChallenge(app, owner)).teachback?.assigneeId;
    expect(strangers.map((user) => user.id)).toContain(assignee);
  });
});
