import type { Prng } from './prng';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Generated activity spreads over this many days before `now`. */
export const HISTORY_DAYS = 180;

/** The generated users and the running totals their profiles are written from at the end. */
export interface World {
  prng: Prng;
  now: number;
  userIds: string[];
  names: string[];
  /** The sum of each user's ledger rows. */
  xp: Int32Array;
  /** Each user's teach-backs not completed (profiles.open_teachbacks). */
  openTeachbacks: Int32Array;
  /** The last time each user earned XP with an action of their own (0: never). */
  lastActive: Float64Array;
}

export function createWorld(prng: Prng, users: number, now: number): World {
  return {
    prng,
    now,
    userIds: Array.from({ length: users }, () => prng.uuid()),
    names: Array.from({ length: users }, (_, index) => `Learner ${index + 1}`),
    xp: new Int32Array(users),
    openTeachbacks: new Int32Array(users),
    lastActive: new Float64Array(users),
  };
}

/** A user index; a fifth of the picks go to the busiest 5% of users, as real use is uneven. */
export function pickActiveUser(world: World): number {
  const users = world.userIds.length;
  const busiest = Math.max(1, Math.ceil(users * 0.05));
  return world.prng.chance(0.2) ? world.prng.int(0, busiest - 1) : world.prng.int(0, users - 1);
}

/**
 * Someone other than `exclude`, the less loaded of two random picks: close to what the app's least-loaded
 * assignment produces, without its cost.
 */
export function pickAssignee(world: World, exclude: number): number {
  const users = world.userIds.length;
  const other = () => {
    const pick = world.prng.int(0, users - 2);
    return pick >= exclude ? pick + 1 : pick;
  };
  const [a, b] = [other(), other()];
  return world.openTeachbacks[a]! <= world.openTeachbacks[b]! ? a : b;
}

/** A time `minHours`–`maxHours` after `from`, never after now. */
export function later(world: World, from: number, minHours: number, maxHours: number): number {
  return Math.min(world.now, from + world.prng.int(minHours * 60, maxHours * 60) * 60_000);
}
