/**
 * `npm run bench:farm [-- --solo N] [--rounds N] [--real-rounds N]`: how much XP farming earns, played through
 * the real HTTP API of a freshly started server (embedded SQLite, a fresh database file each strategy, the
 * production write limits). Three strategies:
 * - solo: one account creates a challenge and completes it at once, N times (40 unless told);
 * - colluding pair: two accounts close the loop on each other's challenges as fast as the API allows, with a
 *   50-word filler teach-back, a 5-star filler review and a helpful mark, roles alternating (30 rounds);
 * - real pair: the same loop done honestly, a few rounds per account (2), compared with what the published
 *   rules promise (packages/shared/src/xp/rules.ts and fair-play.ts).
 * Prints per strategy and account: actions (writes), XP earned (GET /api/profile), XP per hour of actions, and
 * the verdicts as PASS/FAIL. Writes bench/results/farm-<time>.json. Exits 0 either way: a measurement.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/server/src/config';
import {
  completeChallenge,
  createChallenge,
  markHelpful,
  review,
  signUp,
  teachBack,
  xpOf,
  type Account,
} from './farm-client';
import { DAILY_XP_CAP, expectedXp, loopAwards, type PromisedAward } from './farm-rules';
import { repoRoot, startApp } from './processes';

const { values } = parseArgs({
  options: {
    solo: { type: 'string', default: '40' },
    rounds: { type: 'string', default: '30' },
    'real-rounds': { type: 'string', default: '2' },
  },
});
const count = (name: string, text: string) => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number ≥ 1`);
  return value;
};
const soloRuns = count('solo', values.solo);
const farmRounds = count('rounds', values.rounds);
const realRoundsEach = count('real-rounds', values['real-rounds']);

/**
 * The limits production runs with (config.ts defaults), not bench/processes.ts's unlimited ones: a farmer meets
 * them too. Creations are 60 an hour per user, so each strategy stays below that rather than answer 429.
 */
const { writeLimits } = loadConfig({ DATA_DIR: os.tmpdir() });
const LIMITS = {
  CHALLENGE_RATE_LIMIT: String(writeLimits.challengesPerHour),
  REVIEW_RATE_LIMIT: String(writeLimits.reviewsPerHour),
};
if (Math.max(soloRuns, Math.ceil(farmRounds / 2)) > writeLimits.challengesPerHour)
  throw new Error(
    `at most ${writeLimits.challengesPerHour} creations per account an hour: lower --solo/--rounds`,
  );

/** How a pair plays one loop: the teach-back's text and the review. */
interface Style {
  explanation: string;
  rating: number;
  comment: string;
}

/** The least that is meant to earn anything: 50 words of nothing, 5 stars, a 20-character comment. */
const FILLER: Style = {
  explanation: Array.from({ length: 50 }, () => 'word').join(' '),
  rating: 5,
  comment: 'good good good good!',
};

/** What a real learner writes (over 60 words), and an honest 4-star review with a comment that helps. */
const HONEST: Style = {
  explanation:
    'Binary search keeps two indexes, low and high, around the part of a sorted array that can still hold ' +
    'the target. Each step looks at the middle element: if it is the target we are done; if it is smaller, ' +
    'the target can only be to its right, so low moves past the middle; otherwise high moves before it. ' +
    'The range shrinks by at least one element every step, so the loop ends, after about log2(n) steps, ' +
    'either with the index or with an empty range that proves the target is absent.',
  rating: 4,
  comment:
    'Clear on why the range shrinks every step. Add an example with duplicates and say which index you return.',
};

/** One closed loop: `teacher` teaches back `creator`'s new challenge, whose rating completes it; a mark flows back. */
async function closeLoop(creator: Account, teacher: Account, style: Style, title: string) {
  const challengeId = await createChallenge(creator, title);
  const teachbackId = await teachBack(teacher, challengeId, style.explanation);
  await review(creator, teachbackId, style.rating, style.comment);
  await markHelpful(teacher, teachbackId);
  return loopAwards(creator.name, teacher.name, style.rating);
}

/** `rounds` loops, the roles swapping every round so that both accounts earn as creator and as teacher. */
async function alternate(accounts: Account[], rounds: number, style: Style) {
  const [a, b] = accounts as [Account, Account];
  const promised: PromisedAward[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const [creator, teacher] = round % 2 === 0 ? [a, b] : [b, a];
    promised.push(...(await closeLoop(creator, teacher, style, `Loop ${round + 1}`)));
  }
  return promised;
}

interface Row {
  strategy: string;
  account: string;
  actions: number;
  xp: number;
  /** What the published rules promise for these actions; null where the bench makes no promise. */
  expected: number | null;
  seconds: number;
  xpPerHour: number;
}

/**
 * Starts the server on a fresh SQLite file in a temp dir, signs `names` up (before the clock starts), times
 * `play` and reads each account's XP from its profile afterwards. `play` answers the awards it was promised,
 * or null when there is no promise to compare with.
 */
async function onFreshServer(
  strategy: string,
  names: string[],
  play: (accounts: Account[]) => Promise<PromisedAward[] | null>,
): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teachloop-bench-farm-'));
  const app = await startApp({ dataDir }, LIMITS);
  try {
    const accounts: Account[] = [];
    for (const name of names) accounts.push(await signUp(app.base, name));
    const before = await Promise.all(accounts.map(xpOf));
    const started = performance.now();
    const promised = await play(accounts);
    const seconds = (performance.now() - started) / 1000;
    return await Promise.all(
      accounts.map(async (account, index) => {
        const xp = (await xpOf(account)) - before[index]!;
        const expected = promised && expectedXp(promised, account.name);
        return {
          strategy,
          account: account.name,
          actions: account.actions,
          xp,
          expected,
          seconds,
          xpPerHour: Math.round((xp / seconds) * 3600),
        };
      }),
    );
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const solo = await onFreshServer('solo', ['Solo'], async ([account]) => {
  for (let run = 0; run < soloRuns; run += 1) {
    await completeChallenge(account!, await createChallenge(account!, `Solo ${run + 1}`));
  }
  return null;
});
const colluding = await onFreshServer('colluding pair', ['Ann', 'Bob'], async (accounts) => {
  await alternate(accounts, farmRounds, FILLER);
  return null;
});
const real = await onFreshServer('real pair', ['Cat', 'Dan'], (accounts) =>
  alternate(accounts, realRoundsEach * 2, HONEST),
);
const rows = [...solo, ...colluding, ...real];

const number = (value: number) => value.toLocaleString('en-US');
console.log(
  `\nFarming: solo ${soloRuns} challenges, colluding pair ${farmRounds} rounds, real pair ${realRoundsEach * 2} rounds`,
);
console.log('strategy        account  actions  XP earned  expected  seconds       XP/hour');
for (const row of rows) {
  console.log(
    [
      row.strategy.padEnd(15),
      row.account.padEnd(7),
      String(row.actions).padStart(8),
      String(row.xp).padStart(10),
      (row.expected === null ? '—' : String(row.expected)).padStart(9),
      row.seconds.toFixed(2).padStart(8),
      number(row.xpPerHour).padStart(13),
    ].join(' '),
  );
}

/** The verdicts, one line each. */
const verdicts = [
  { name: 'solo XP/hour is 0', pass: solo.every((row) => row.xpPerHour === 0) },
  {
    name: `colluding pair earns at most DAILY_XP_CAP (${DAILY_XP_CAP}) per account`,
    pass: colluding.every((row) => row.xp <= DAILY_XP_CAP),
  },
  { name: 'real pair earned == expected', pass: real.every((row) => row.xp === row.expected) },
];
console.log('');
for (const verdict of verdicts) console.log(`${verdict.pass ? 'PASS' : 'FAIL'}  ${verdict.name}`);

const dir = path.join(repoRoot, 'bench/results');
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `farm-${new Date().toISOString().replaceAll(':', '-').replace(/\..*/, '')}.json`);
const settings = { soloRuns, farmRounds, realRounds: realRoundsEach * 2, limits: writeLimits };
const meta = { date: new Date().toISOString(), node: process.version, cores: os.cpus().length };
fs.writeFileSync(file, `${JSON.stringify({ ...meta, settings, rows, verdicts }, null, 2)}\n`);
console.log(`\nwrote ${path.relative(repoRoot, file)}`);
