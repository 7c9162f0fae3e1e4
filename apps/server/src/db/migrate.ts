import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database';
import * as contactMessages from './migrations/001-contact-messages';
import * as rateLimits from './migrations/002-rate-limits';
import * as learning from './migrations/003-learning';
import * as reviewsXp from './migrations/004-reviews-xp';
import * as circles from './migrations/005-circles';
import * as activityLinks from './migrations/006-activity-links';
import * as leaderboard from './migrations/007-leaderboard';
import * as challengeTopicIndex from './migrations/008-challenge-topic-index';
import * as notifications from './migrations/009-notifications';
import * as reminders from './migrations/010-reminders';
import * as assigneeLoad from './migrations/011-assignee-load';
import * as everyQueryIndexed from './migrations/012-every-query-indexed';
import * as ledgerByUser from './migrations/013-ledger-by-user';
import * as xpByPeriod from './migrations/014-xp-by-period';
import * as feedbackPending from './migrations/015-feedback-pending';
import * as ownListsInOrder from './migrations/016-own-lists-in-order';
import * as dropProfileBadges from './migrations/017-drop-profile-badges';
import * as fairPlay from './migrations/018-fair-play';
import * as openToTeach from './migrations/019-open-to-teach';
import * as images from './migrations/020-images';
import * as reviewReplies from './migrations/021-review-replies';
import * as reviewDue from './migrations/022-review-due';
import * as explanationRevisions from './migrations/023-explanation-revisions';
import * as listPaging from './migrations/025-list-paging';
import * as neverOffered from './migrations/026-never-offered';
import * as invites from './migrations/028-invites';
import * as teachBackTitles from './migrations/030-teach-back-titles';
import * as profileSettings from './migrations/031-profile-settings';
import * as emailTokens from './migrations/032-email-tokens';
import * as googleLinking from './migrations/033-google-linking';
import * as publicProfiles from './migrations/034-public-profiles';
import * as moderation from './migrations/035-moderation';
import * as suspension from './migrations/037-suspension';
import * as moderationVisibility from './migrations/038-moderation-visibility';
import * as userBlocks from './migrations/039-user-blocks';
import * as xpVoid from './migrations/040-xp-void';
import * as deviceCookies from './migrations/041-device-cookies';
import * as heldXp from './migrations/042-held-xp';
import * as cleanStoredImages from './migrations/043-clean-stored-images';
import * as boardListing from './migrations/044-board-listing';
import * as idempotencyKeys from './migrations/045-idempotency-keys';
import * as coursePaths from './migrations/046-course-paths';
import * as comeBackTomorrow from './migrations/047-come-back-tomorrow';

/**
 * Our migrations, listed rather than read from a folder, so they work the same from source (tsx) and in tests.
 * Each runs unchanged on SQLite and PostgreSQL: portable column types only.
 *
 * They run in the order of their names (Kysely's Migrator sorts them, and refuses a database whose executed
 * migrations are not a prefix of that order), and are listed here in that order. A name is never changed once
 * a database has run it, so the history keeps its marks: 024, 027, 029 and 036 were never written (numbers
 * handed out to work done in parallel that needed none), and 031-034 and 040-041 were once listed out of order
 * here, though they always ran by number. From 046 on the list is one sequence: a new migration takes the last
 * number plus one and goes at the end; a gap is never filled, since a deployed database would refuse a
 * migration that sorts before one it already ran (migration-sequence.test.ts checks all of this).
 */
export const MIGRATIONS: Record<string, Migration> = {
  '001-contact-messages': contactMessages,
  '002-rate-limits': rateLimits,
  '003-learning': learning,
  '004-reviews-xp': reviewsXp,
  '005-circles': circles,
  '006-activity-links': activityLinks,
  '007-leaderboard': leaderboard,
  '008-challenge-topic-index': challengeTopicIndex,
  '009-notifications': notifications,
  '010-reminders': reminders,
  '011-assignee-load': assigneeLoad,
  '012-every-query-indexed': everyQueryIndexed,
  '013-ledger-by-user': ledgerByUser,
  '014-xp-by-period': xpByPeriod,
  '015-feedback-pending': feedbackPending,
  '016-own-lists-in-order': ownListsInOrder,
  '017-drop-profile-badges': dropProfileBadges,
  '018-fair-play': fairPlay,
  '019-open-to-teach': openToTeach,
  '020-images': images,
  '021-review-replies': reviewReplies,
  '022-review-due': reviewDue,
  '023-explanation-revisions': explanationRevisions,
  '025-list-paging': listPaging,
  '026-never-offered': neverOffered,
  '028-invites': invites,
  '030-teach-back-titles': teachBackTitles,
  '031-profile-settings': profileSettings,
  '032-email-tokens': emailTokens,
  '033-google-linking': googleLinking,
  '034-public-profiles': publicProfiles,
  '035-moderation': moderation,
  '037-suspension': suspension,
  '038-moderation-visibility': moderationVisibility,
  '039-user-blocks': userBlocks,
  '040-xp-void': xpVoid,
  '041-device-cookies': deviceCookies,
  '042-held-xp': heldXp,
  '043-clean-stored-images': cleanStoredImages,
  '044-board-listing': boardListing,
  '045-idempotency-keys': idempotencyKeys,
  '046-course-paths': coursePaths,
  '047-come-back-tomorrow': comeBackTomorrow,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

async function runOwnMigrations<T>(db: Kysely<T>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const detail = error instanceof Error ? error.message : '';
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${detail}`, { cause: error });
  }
}

/** A schema step owned by someone else (Better Auth's tables), run before our migrations. */
export type SchemaStep = (db: Db) => Promise<void>;

/**
 * Brings the database to the current schema: first the steps passed in (Better Auth's tables, from
 * features/auth/auth-tables.service.ts: db/ is the bottom layer and imports no feature), then our migrations, which
 * may reference their tables.
 */
export async function migrateToLatest(db: Db, before: readonly SchemaStep[]): Promise<void> {
  for (const step of before) await step(db);
  await runOwnMigrations(db);
}
