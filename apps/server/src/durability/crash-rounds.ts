import { loadConfig, type Config } from '../config';
import { createDb } from '../db/create-db';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { AcknowledgedWrites, missingWrites } from './acknowledged-writes';
import { send, signUpAccount, type Account } from './api-client';
import { integrityProblems, storedRows } from './integrity.repo';
import { standbyServer } from './standby-server';
import { driveWrites } from './write-load';

export interface CrashOptions {
  /** A PostgreSQL database, or a SQLite one whose directory becomes the server's DATA_DIR. */
  database: Config['database'];
  rounds: number;
  /**
   * The kill lands this long after the round's first acknowledged write (a fresh process answers its first
   * requests slowly), chosen uniformly at random in each round.
   */
  killAfterMs?: { min: number; max: number };
  accounts?: number;
  /** Called after each round's checks, e.g. to print progress. */
  onRound?: (round: number, writes: AcknowledgedWrites) => void;
}

export interface CrashReport {
  rounds: number;
  writes: AcknowledgedWrites;
  /** Every problem found, prefixed with its round: lost writes, refused writes, integrity failures. */
  problems: string[];
  /** Rounds whose kill came after that round's process had acknowledged a write: all of them, normally. */
  killsUnderLoad: number;
  /** Milliseconds from letting a (loaded) server process open the database to its listening, per restart. */
  startMs: number[];
}

const PASSWORD = 'correct horse battery';

/** The child's environment: one database and one cookie secret across restarts, limits out of the way. */
function serverEnv(database: Config['database']): Record<string, string> {
  return {
    ...(database.kind === 'postgres'
      ? { DATABASE_URL: database.url }
      : {
          DATA_DIR: database.file.replace(/\/[^/]+$/, ''),
          SQLITE_SYNCHRONOUS: database.synchronous ?? 'full',
        }),
    AUTH_SECRET: 'crash-test-secret-shared-by-every-restart',
    AUTH_RATE_LIMIT_PER_IP: '100000',
    CHALLENGE_RATE_LIMIT: '1000000',
    REVIEW_RATE_LIMIT: '1000000',
    // The scheduler would move teach-backs on its own; the workload is the only writer.
    JOBS_INTERVAL_SECONDS: '3600',
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const acknowledged = ({ counts }: AcknowledgedWrites) =>
  counts.challenges + counts.notes + counts.completions;

/** Waits (at most 30 s) until the server acknowledged one more write than it had; says whether it did. */
async function firstAcknowledgement(writes: AcknowledgedWrites): Promise<boolean> {
  const before = acknowledged(writes);
  const deadline = Date.now() + 30_000;
  while (acknowledged(writes) === before && writes.refusals.length === 0 && Date.now() < deadline)
    await sleep(5);
  return acknowledged(writes) > before;
}

/** Opens the database as the crash left it (SQLite recovers its WAL here) and lists what is wrong. */
async function checkAfterCrash(database: Config['database'], writes: AcknowledgedWrites): Promise<string[]> {
  const db = createDb(database);
  try {
    return [...(await integrityProblems(db, database.kind)), ...missingWrites(writes, await storedRows(db))];
  } finally {
    await db.destroy();
  }
}

/** Reads every acknowledged challenge back through the API, as its owner would after the restart. */
async function unreadableThroughApi(server: ServerProcess, accounts: Account[], writes: AcknowledgedWrites) {
  const problems: string[] = [];
  for (const challenge of writes.challenges.values()) {
    const cookie = accounts.find((account) => account.id === challenge.ownerId)!.cookie;
    const answer = await send(server.url, 'GET', `/api/challenges/${challenge.id}`, cookie);
    if (answer.status !== 200) problems.push(`GET challenge ${challenge.id}: ${answer.status}`);
  }
  return problems;
}

/**
 * The crash test: the real server as a child process takes concurrent writes, is SIGKILLed at a random moment,
 * and every write it acknowledged must be in the database it restarts on, which must pass its integrity checks.
 */
export async function runCrashRounds(options: CrashOptions): Promise<CrashReport> {
  const { rounds, killAfterMs = { min: 0, max: 500 }, accounts: accountCount = 4 } = options;
  const env = serverEnv(options.database);
  // The database exactly as the server opens it (its file name under DATA_DIR, its pragmas).
  const { database } = loadConfig(env);
  const writes = new AcknowledgedWrites();
  const problems: string[] = [];
  const startMs: number[] = [];
  let killsUnderLoad = 0;

  let server = await startServerProcess(env);
  const accounts: Account[] = [];
  for (let i = 0; i < accountCount; i += 1)
    accounts.push(await signUpAccount(server.url, `crash-${i}-${Date.now()}@example.com`, PASSWORD));

  // Restarts come from processes that loaded the code ahead of time, two rounds ahead, so a round waits for a
  // restart (open, recover, migrate, listen) rather than for module loading, which dominates on a busy machine.
  const standbys = Array.from({ length: Math.min(2, rounds) }, () => standbyServer(env));
  try {
    for (let round = 1; round <= rounds; round += 1) {
      const next = standbys.shift()!;
      if (round + standbys.length < rounds) standbys.push(standbyServer(env));
      let killing = false;
      const load = driveWrites(server.url, accounts, writes, () => killing);
      if (await firstAcknowledgement(writes)) killsUnderLoad += 1;
      const delay = killAfterMs.min + Math.random() * (killAfterMs.max - killAfterMs.min);
      await sleep(delay);
      killing = true;
      await server.kill();
      await load;
      const found = await checkAfterCrash(database, writes).catch((error: unknown) => [String(error)]);
      problems.push(
        ...found.map((problem) => `round ${round} (kill at ${Math.round(delay)} ms): ${problem}`),
      );
      problems.push(...writes.refusals.splice(0).map((refusal) => `round ${round}: ${refusal}`));
      options.onRound?.(round, writes);
      const restarted = performance.now();
      server = await next.start();
      startMs.push(performance.now() - restarted);
    }
    problems.push(...(await unreadableThroughApi(server, accounts, writes)));
  } finally {
    await server.stop();
    // A standby never told to start (a round threw) still waits for its go file: start it, then stop it.
    for (const standby of standbys)
      await standby.start().then(
        (spare) => spare.stop(),
        () => undefined,
      );
  }
  return { rounds, writes, problems, startMs, killsUnderLoad };
}
