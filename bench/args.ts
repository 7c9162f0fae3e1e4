import { parseArgs } from 'node:util';
import type { DatasetSize } from './datasets';

export interface BenchArgs {
  quick: boolean;
  sizes: { label: string; size: DatasetSize }[];
  /** Start an embedded PostgreSQL; DATABASE_URL (an admin URL: databases are created in it) does the same. */
  postgres: boolean;
  seconds: number;
  warmSeconds: number;
  fanoutStreams: number[];
  fanoutRounds: number;
}

/** 1k challenges; 300 users so that 5,000 event streams (250 users × 20) have users to belong to. */
const SMALL: DatasetSize = { users: 300, challenges: 1_000 };
const LARGE_CHALLENGES = 1_000_000;

/**
 * `npm run bench [-- --quick] [--large N] [--postgres] [--seconds S]`. --quick: the 1k dataset only, short
 * runs. --large N: the large dataset's challenges (users are a tenth of it).
 */
export function readArgs(argv = process.argv.slice(2)): BenchArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      large: { type: 'string' },
      postgres: { type: 'boolean', default: false },
      seconds: { type: 'string' },
    },
  });
  const large = Number(values.large ?? LARGE_CHALLENGES);
  if (!Number.isInteger(large) || large < 1000) throw new Error('--large must be a whole number ≥ 1000');
  const sizes = [{ label: '1k', size: SMALL }];
  if (!values.quick) {
    sizes.push({
      label: large >= 1_000_000 ? `${large / 1_000_000}M` : `${large / 1000}k`,
      size: { users: Math.max(SMALL.users, Math.floor(large / 10)), challenges: large },
    });
  }
  const seconds = Number(values.seconds ?? (values.quick ? 3 : 8));
  return {
    quick: values.quick,
    sizes,
    postgres: values.postgres || Boolean(process.env.DATABASE_URL),
    seconds,
    warmSeconds: values.quick ? 1 : 2,
    fanoutStreams: [1000, 5000],
    fanoutRounds: values.quick ? 6 : 20,
  };
}
