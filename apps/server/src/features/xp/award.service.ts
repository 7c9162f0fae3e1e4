import {
  badgeById,
  levelProgress,
  localDay,
  newlyEarnedBadges,
  NOTIFICATION_TEXTS,
  recordActiveDay,
  xpRule,
  xpSource,
  type XpKind,
} from '@teachloop/shared';
import type { Db } from '../../db/database';
import { ACTIVITY_TEXTS } from '../activity/activity-texts';
import { insertActivity } from '../activity/activity.repo';
import { notify } from '../notifications/notify.service';
import type { Notice } from '../realtime/notices';
import { findBadgeFacts, insertBadge, listEarnedBadges } from './badges.repo';
import { addPeriodXp } from './period-totals.repo';
import {
  addProfileXp,
  countAwardsByKind,
  deleteLedgerRow,
  findStreakState,
  insertLedgerRow,
  lockProfiles,
  saveStreakState,
} from './xp.repo';

export interface AwardInput {
  /** Who earns it. */
  userId: string;
  kind: XpKind;
  /** What earned it (with the kind, the ledger source: one award per kind per item, ever). */
  itemId: string;
  amount: number;
  now: number;
  /**
   * The acting user's time zone (the request's). Used and stored only for an award of the earner's own action
   * (xpRule(kind).countsForStreak): an award a peer causes neither extends the streak nor moves its days.
   */
  timeZone: string;
}

/** Badges just earned: their activity entries, and the live updates of the notifications that announce them. */
export interface EarnedBadges {
  activityIds: string[];
  notices: Notice[];
}

/** What a change to one user's XP, level, badges or activity must tell them once the transaction commits. */
export function xpNotices(userId: string, activityIds: readonly string[]): Notice[] {
  const notices: Notice[] = [{ userIds: [userId], event: { type: 'profile', ids: [userId] } }];
  if (activityIds.length > 0) {
    notices.push({ userIds: [userId], event: { type: 'activity', ids: [...activityIds] } });
  }
  return notices;
}

/**
 * Awards XP by the published rules, exactly once per source, inside the caller's transaction: the ledger row
 * (ON CONFLICT DO NOTHING), then, only if it was written, the profile's XP, a 'Reached level n' entry on a level
 * up, the week's and month's totals for the leaderboards, the streak for the earner's own actions, and any badge
 * now earned. Returns the notices to publish after commit; none when the source had already been awarded (a
 * retry, a revision, a racing request).
 */
export async function awardXp(trx: Db, input: AwardInput): Promise<Notice[]> {
  const { userId, kind, itemId, amount, now, timeZone } = input;
  if (amount <= 0) return [];
  const source = xpSource(kind, itemId);
  if (!(await insertLedgerRow(trx, { userId, kind, source, amount, createdAt: now }))) return [];
  const xp = await addProfileXp(trx, userId, amount);
  if (xp === undefined) {
    // The earner deleted their account (a peer marked their old review helpful, say): nobody to award.
    await deleteLedgerRow(trx, userId, source);
    return [];
  }
  await addPeriodXp(trx, userId, amount, now);

  const activityIds: string[] = [];
  const notices: Notice[] = [];
  const level = levelProgress(xp).level;
  if (level > levelProgress(xp - amount).level) {
    const text = ACTIVITY_TEXTS.levelReached(level);
    const link = { kind: 'badge', id: `level-${level}` } as const;
    activityIds.push(await insertActivity(trx, { userId, text, type: 'info', createdAt: now, link }));
    const reached = { userId, kind: 'level_reached' as const, text: NOTIFICATION_TEXTS.levelReached(level) };
    notices.push(...(await notify(trx, { ...reached, href: '/portfolio', now })));
  }
  if (xpRule(kind).countsForStreak) await advanceStreak(trx, userId, now, timeZone);
  const badges = await earnNewBadges(trx, userId, now);
  return [...xpNotices(userId, [...activityIds, ...badges.activityIds]), ...notices, ...badges.notices];
}

/**
 * For a change that awards or evaluates more than one user's XP (a review: its reviewer and its learner):
 * holds their profiles, always in the same order, before anything else touches them.
 */
export function holdXpOf(trx: Db, userIds: readonly string[]): Promise<void> {
  return lockProfiles(trx, userIds);
}

/** Records today (in the user's time zone) as an active day and keeps that time zone as theirs. */
async function advanceStreak(trx: Db, userId: string, now: number, timeZone: string): Promise<void> {
  const state = await findStreakState(trx, userId);
  if (!state) return;
  await saveStreakState(trx, userId, recordActiveDay(state, localDay(now, timeZone)), timeZone, now);
}

/**
 * Stores every badge whose criterion now holds and that the user does not hold yet, each with an activity
 * entry; returns the entries' ids. Runs after each award and after a skill is verified or a review rated.
 */
export async function earnNewBadges(trx: Db, userId: string, now: number): Promise<EarnedBadges> {
  const [awards, facts, held] = await Promise.all([
    countAwardsByKind(trx, userId),
    findBadgeFacts(trx, userId),
    listEarnedBadges(trx, userId),
  ]);
  const stats = {
    ...facts,
    challengesCompleted: awards.challenge_completed ?? 0,
    teachbacksCompleted: awards.teachback_completed ?? 0,
    reviewsGiven: awards.feedback_given ?? 0,
  };
  const earned: EarnedBadges = { activityIds: [], notices: [] };
  const heldIds = held.map((badge) => badge.badgeId);
  for (const badgeId of newlyEarnedBadges(stats, heldIds)) {
    if (!(await insertBadge(trx, userId, badgeId, now))) continue;
    const name = badgeById(badgeId)?.name ?? badgeId;
    const text = ACTIVITY_TEXTS.badgeEarned(name);
    const link = { kind: 'badge', id: badgeId } as const;
    earned.activityIds.push(await insertActivity(trx, { userId, text, type: 'info', createdAt: now, link }));
    const badge = { userId, kind: 'badge_earned' as const, text: NOTIFICATION_TEXTS.badgeEarned(name) };
    earned.notices.push(...(await notify(trx, { ...badge, href: '/portfolio', now })));
  }
  return earned;
}
