import type { RealtimeEvent } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { createInProcessEventBus, type BusMessage } from './event-bus';
import { createLocalFanOut } from './local-fan-out';

const event = (type: RealtimeEvent['type'], id: string): RealtimeEvent => ({ type, ids: [id] });

describe('the in-process event bus', () => {
  it('numbers events in order and delivers each only to the users it names', () => {
    const bus = createInProcessEventBus({ firstId: 100 });
    const ada: BusMessage[] = [];
    const bob: BusMessage[] = [];
    bus.subscribe('ada', (message) => ada.push(message));
    bus.subscribe('bob', (message) => bob.push(message));
    void bus.publish(['ada'], event('challenges', 'c1'));
    void bus.publish(['ada', 'bob', 'ada'], event('activity', 'a1'));
    void bus.publish(['cyd'], event('teachbacks', 't1'));
    expect(ada).toEqual([
      { id: 100, event: event('challenges', 'c1') },
      { id: 101, event: event('activity', 'a1') },
    ]);
    expect(bob).toEqual([{ id: 101, event: event('activity', 'a1') }]);
    expect(bus.lastId()).toBe(102);
  });

  it('stops delivering after unsubscribe and keeps no listener behind', () => {
    const bus = createInProcessEventBus();
    const received: BusMessage[] = [];
    const unsubscribe = bus.subscribe('ada', (message) => received.push(message));
    const other = bus.subscribe('ada', () => {});
    expect(bus.subscriberCount()).toBe(2);
    unsubscribe();
    other();
    void bus.publish(['ada'], event('profile', 'ada'));
    expect(received).toEqual([]);
    expect(bus.subscriberCount()).toBe(0);
  });

  it('keeps delivering to others when one listener throws', () => {
    const errors: unknown[] = [];
    const bus = createInProcessEventBus({ onListenerError: (error) => errors.push(error) });
    const received: BusMessage[] = [];
    bus.subscribe('ada', () => {
      throw new Error('broken tab');
    });
    bus.subscribe('ada', (message) => received.push(message));
    void bus.publish(['ada'], event('feedback', 'f1'));
    expect(received).toHaveLength(1);
    expect(errors).toHaveLength(1);
  });

  it("replays a user's events after a given id, and only theirs", () => {
    const bus = createInProcessEventBus({ firstId: 1 });
    void bus.publish(['ada'], event('challenges', 'c1'));
    void bus.publish(['bob'], event('teachbacks', 't1'));
    void bus.publish(['ada', 'bob'], event('feedback', 'f1'));
    expect(bus.replay('ada', 1)).toEqual([{ id: 3, event: event('feedback', 'f1') }]);
    expect(bus.replay('bob', 0)?.map((message) => message.id)).toEqual([2, 3]);
    expect(bus.replay('ada', 3)).toEqual([]);
  });

  it('asks for a resync when the buffer no longer reaches back, or the id was never issued', () => {
    const bus = createInProcessEventBus({ firstId: 1, capacity: 3 });
    for (let i = 1; i <= 5; i++) void bus.publish(['ada'], event('activity', `a${i}`));
    // Holds 3, 4, 5: a client that saw 2 can catch up; one that saw only 1 missed event 2 for good.
    expect(bus.replay('ada', 2)?.map((message) => message.id)).toEqual([3, 4, 5]);
    expect(bus.replay('ada', 1)).toBeNull();
    expect(bus.replay('ada', 6)).toBeNull();
    expect(bus.replay('ada', Number.NaN)).toBeNull();
  });

  it('starts numbering at the clock, so ids from before a restart are older than anything held', () => {
    const before = Date.now();
    const bus = createInProcessEventBus();
    expect(bus.lastId() + 1).toBeGreaterThanOrEqual(before);
    expect(bus.replay('ada', 42)).toBeNull();
    expect(bus.replay('ada', bus.lastId())).toEqual([]);
  });
});

describe('a gap in what a process heard (its PostgreSQL listener reconnected)', () => {
  it('tells every live subscriber to resync and replays nothing from before the gap', () => {
    const local = createLocalFanOut({ capacity: 10, lastIdBeforeStart: 0 });
    const resyncs: number[] = [];
    local.subscribe(
      'ada',
      () => {},
      (lastId) => resyncs.push(lastId),
    );
    local.deliver({ id: 1, userIds: ['ada'], event: event('challenges', 'c1') });
    local.deliver({ id: 2, userIds: ['ada'], event: event('challenges', 'c2') });
    expect(local.replay('ada', 1)?.map((message) => message.id)).toEqual([2]);
    local.markGap(5);
    expect(resyncs).toEqual([5]);
    expect(local.lastId()).toBe(5);
    expect(local.replay('ada', 1)).toBeNull();
    expect(local.replay('ada', 5)).toEqual([]);
  });

  it('replays in id order events that arrived out of order from several processes', () => {
    const local = createLocalFanOut({ capacity: 10, lastIdBeforeStart: 0 });
    local.deliver({ id: 2, userIds: ['ada'], event: event('challenges', 'c2') });
    local.deliver({ id: 1, userIds: ['ada'], event: event('challenges', 'c1') });
    expect(local.replay('ada', 0)?.map((message) => message.id)).toEqual([1, 2]);
  });
});

describe('replaying by time, for a first stream whose page has already read', () => {
  function fanOutAt(clock: { now: number }, capacity = 10) {
    return createLocalFanOut({ capacity, lastIdBeforeStart: 0, now: () => clock.now });
  }

  it("gives the user's events heard at or after the time, only theirs, in id order", () => {
    const clock = { now: 1_000 };
    const local = fanOutAt(clock);
    clock.now = 2_000;
    local.deliver({ id: 1, userIds: ['ada'], event: event('challenges', 'c1') });
    clock.now = 3_000;
    local.deliver({ id: 3, userIds: ['ada', 'bob'], event: event('feedback', 'f1') });
    local.deliver({ id: 2, userIds: ['ada'], event: event('activity', 'a1') });
    local.deliver({ id: 4, userIds: ['bob'], event: event('teachbacks', 't1') });
    expect(local.replaySince('ada', 3_000)?.map((message) => message.id)).toEqual([2, 3]);
    expect(local.replaySince('ada', 1_500)?.map((message) => message.id)).toEqual([1, 2, 3]);
    expect(local.replaySince('ada', 3_001)).toEqual([]);
  });

  it('answers null for a time before this process listened, or not held any more, or lost in a gap', () => {
    const clock = { now: 1_000 };
    const local = fanOutAt(clock, 2);
    expect(local.replaySince('ada', 999)).toBeNull();
    expect(local.replaySince('ada', Number.NaN)).toBeNull();
    for (const [id, at] of [
      [1, 2_000],
      [2, 3_000],
      [3, 4_000],
    ] as const) {
      clock.now = at;
      local.deliver({ id, userIds: ['ada'], event: event('challenges', `c${id}`) });
    }
    // Holds the two heard last; the one heard at 2,000 is gone.
    expect(local.replaySince('ada', 2_500)?.map((message) => message.id)).toEqual([2, 3]);
    expect(local.replaySince('ada', 2_000)).toBeNull();
    clock.now = 5_000;
    local.markGap(3);
    expect(local.replaySince('ada', 4_500)).toBeNull();
    expect(local.replaySince('ada', 5_001)).toEqual([]);
  });
});
