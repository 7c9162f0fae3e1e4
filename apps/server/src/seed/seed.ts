import { buildApp } from '../app';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { refreshBoardListing } from '../features/public-profile/visibility.service';
import { demoClient, type DemoSession } from './demo-client';
import { DAY, demoClock } from './demo-clock';
import { DEMO_STORIES } from './demo-stories';
import { DEMO_EMAILS, DEMO_PASSWORD, DEMO_USERS } from './demo-users';
import { playCircles, playStory } from './play-stories';
import { markDemoAddressesVerified, userCensus } from './seed.repo';

export type SeedOutcome =
  | { status: 'seeded'; users: readonly DemoSession[] }
  | { status: 'present' }
  | { status: 'refused'; reason: string };

export interface SeedOptions {
  config: Config;
  /** A migrated database; the caller opens and closes it. */
  db: Db;
  /** Seed even when the database has users of its own. */
  force?: boolean;
  /** The seeding moment: the story's newest step happens just before it (default: the real clock). */
  now?: number;
}

/** A small fixed PRNG (mulberry32): the same demo every time, whoever the app's assignment picks. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Where the seeding app's log lines go: warnings and errors to stderr, request logs nowhere. */
const quietLog = {
  write(line: string) {
    const level = (JSON.parse(line) as { level?: number }).level ?? 0;
    if (level >= 40) process.stderr.write(line);
  },
};

/**
 * Fills the database with the demo through the real app: an in-process app on a movable clock, driven over
 * its HTTP API, so every row obeys the product's rules (assignment, XP, streaks, circle seats). Does nothing
 * when the demo users are already there, and refuses a database with other users unless forced.
 */
export async function seedDemo({
  config,
  db,
  force = false,
  now = Date.now(),
}: SeedOptions): Promise<SeedOutcome> {
  const census = await userCensus(db, DEMO_EMAILS);
  if (census.demo === DEMO_USERS.length) return { status: 'present' };
  if (census.demo > 0) {
    return {
      status: 'refused',
      reason: `Only ${census.demo} of the ${DEMO_USERS.length} demo users exist (an interrupted seed?). Start from an empty database.`,
    };
  }
  if (census.others && !force) {
    return {
      status: 'refused',
      reason:
        'This database already has real users. Seed an empty database, or pass --force to add the demo anyway.',
    };
  }

  const clock = demoClock(now);
  const app = await buildApp({
    config,
    db,
    now: clock.now,
    random: seededRandom(8),
    logStream: quietLog,
  });
  try {
    await app.ready();
    const client = demoClient(app, config.publicUrl);
    clock.at(36 * DAY);
    const users: DemoSession[] = [];
    for (const user of DEMO_USERS) users.push(await client.signUp(user, DEMO_PASSWORD));
    await markDemoAddressesVerified(db, DEMO_EMAILS);
    // Verified, they show on the boards as anyone who opened the verification link does.
    for (const user of users) await refreshBoardListing(db, user.id);
    const cast = { client, clock, users };
    await playCircles(cast);
    for (const story of DEMO_STORIES) await playStory(cast, story);
    // A few choose a bigger daily goal; the stories' completions and rated reviews counted on their own days.
    for (const [i, user] of users.slice(0, 3).entries()) {
      await client.call(user, 'PUT', '/api/daily-goal', { target: 1 + ((i + 1) % 3) });
    }
    return { status: 'seeded', users };
  } finally {
    // Closing drains the app's background work (mail) first.
    await app.close();
  }
}
