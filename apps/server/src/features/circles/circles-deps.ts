import type { Db } from '../../db/database';
import type { PublishDeps } from '../realtime/notices';

/** What the circle services need: the database, the clock, and the bus to tell people after a commit. */
export interface CirclesDeps extends PublishDeps {
  db: Db;
  now: () => number;
}
