import { sql } from 'kysely';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { fillCircles } from './bulk-circles';
import { fillDailyGoals } from './bulk-daily-goal';
import { fillAvatars, fillImages } from './bulk-images';
import { fillDeviceCookies } from './bulk-device-cookies';
import { fillEmailTokens } from './bulk-email-tokens';
import { fillBlocks } from './bulk-blocks';
import { fillModerators, fillReports } from './bulk-moderation';
import { fillSuspensions } from './bulk-suspensions';
import { fillStreakReminders } from './bulk-streak-reminders';
import { fillPushSubscriptions } from './bulk-push';
import { fillHidden } from './bulk-hidden';
import { fillIdempotencyKeys } from './bulk-idempotency';
import { fillInvites } from './bulk-invites';
import { fillLearning } from './bulk-learning';
import { fillLibrary } from './bulk-library';
import { fillPaths } from './bulk-paths';
import { fillPerUser, fillUsers } from './bulk-people';
import { fillReplies } from './bulk-replies';
import type { BulkSize } from './bulk-rows';
import { recountOpenTeachbacks } from './learning-loop';

/**
 * Bulk rows for query-plan tests: enough that a planner which can avoid reading a whole table does so
 * (ANALYZE runs at the end). Rows are plausible but not a story: ids are counters, texts are short, each
 * foreign key points at a real row. Fills every table but the scheduler's one-row state, then refreshes the
 * planners' statistics.
 */
export async function bulkFill(db: Db, config: Config, size: BulkSize): Promise<void> {
  const now = Date.now();
  const users = Array.from({ length: size.users }, (_, i) => `bulk-${String(i).padStart(6, '0')}`);
  await fillUsers(db, config, users, now);
  await fillLearning(db, users, size, now);
  await fillReplies(db);
  await fillLibrary(db, users, now);
  await fillPaths(db, users, now);
  await fillPerUser(db, users, now);
  await fillCircles(db, users, now);
  await fillImages(db, users, now);
  await fillAvatars(db, users, now);
  await fillInvites(db, users, now);
  await fillEmailTokens(db, users, now);
  await fillDeviceCookies(db, users, now);
  await fillModerators(db, users, now);
  await fillReports(db, users, now);
  await fillBlocks(db, users, now);
  await fillSuspensions(db, users, now);
  await fillStreakReminders(db, users, now);
  await fillPushSubscriptions(db, users, now);
  await fillDailyGoals(db, users, now);
  await fillHidden(db, now);
  await fillIdempotencyKeys(db, users, now);
  await recountOpenTeachbacks(db);
  // Statistics as a running server has them: PostgreSQL's autovacuum also marks pages all-visible, which
  // index-only scans are costed on.
  await sql`${sql.raw(config.database.kind === 'postgres' ? 'vacuum analyze' : 'analyze')}`.execute(db);
}
