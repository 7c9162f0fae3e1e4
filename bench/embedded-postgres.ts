import path from 'node:path';
import {
  startEmbeddedPostgres as start,
  type RunningPostgres,
} from '../apps/server/src/test/embedded-postgres';
import { repoRoot } from './processes';

/**
 * `--postgres`: a real PostgreSQL as the test setup starts one, but with its data kept in bench/.data/postgres so
 * generated datasets survive between runs.
 */
export function startEmbeddedPostgres(): Promise<RunningPostgres> {
  return start({
    dir: path.join(repoRoot, 'bench/.data/postgres'),
    password: 'teachloop-bench',
    persistent: true,
  });
}
