import type { BatchWriter } from './batch-writer';
import { DAY_MS, HISTORY_DAYS, type World } from './world';

/** Every generated user signs in with this password (its argon2id hash is computed once per run). */
export const GENERATED_PASSWORD = 'generated password';
export const generatedEmail = (index: number) => `user${index}@generated.teachloop.test`;

const TIME_ZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney'];

/**
 * Better Auth's rows for one user: `user` and its credential `account`, as its e-mail sign-up writes them.
 * Its dates are ISO text on both engines (SQLite stores them so; PostgreSQL casts them to timestamptz).
 */
export function addUser(
  world: World,
  writer: BatchWriter,
  index: number,
  passwordHash: string,
  postgres: boolean,
) {
  const id = world.userIds[index]!;
  const joined = new Date(
    world.now - (HISTORY_DAYS + 20) * DAY_MS + Math.floor((index / world.userIds.length) * 20 * DAY_MS),
  ).toISOString();
  writer.add('user', {
    id,
    name: world.names[index]!,
    email: generatedEmail(index),
    emailVerified: postgres ? false : 0,
    image: null,
    createdAt: joined,
    updatedAt: joined,
  });
  writer.add('account', {
    id: world.prng.uuid(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: passwordHash,
    createdAt: joined,
    updatedAt: joined,
  });
}

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The profile, written last from the running totals: XP equal to the user's ledger, open_teachbacks equal to
 * their unfinished teach-backs, and a streak that is alive only for someone active in the last two days.
 */
export function addProfile(world: World, writer: BatchWriter, index: number): void {
  const { prng } = world;
  const lastActive = world.lastActive[index]!;
  const recent = lastActive > world.now - 2 * DAY_MS;
  const streak = recent ? prng.int(1, 30) : 0;
  const created = world.now - (HISTORY_DAYS + 20) * DAY_MS;
  writer.add('profiles', {
    id: world.userIds[index]!,
    display_name: world.names[index]!,
    photo_url: null,
    xp: world.xp[index]!,
    streak,
    created_at: created,
    updated_at: lastActive || created,
    longest_streak: lastActive ? streak + prng.int(0, 20) : 0,
    streak_freezes: prng.int(0, 2),
    streak_last_day: lastActive ? dayOf(lastActive) : null,
    time_zone: prng.pick(TIME_ZONES),
    open_teachbacks: world.openTeachbacks[index]!,
  });
}
