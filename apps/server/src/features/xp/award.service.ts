import {
  badgeById,
  DAILY_XP_CAP,
  DAILY_XP_CAP_WINDOW_MS,
  levelProgress,
  localDay,
  newlyEarnedBadges,
  NOTIFICATION_TEXTS,
  PAIR_WINDOW_MS,
  recordActiveDay,
  xpRule,
  xpSource,
  type BadgeStats,
  type StreakState,
  type XpKind,
} from '@teachloop/shared';
import type { Db } from '../../db/database';
import { ACTIVITY_TEXTS } from '../activity/activity-texts';
import { insertActivity } from '../activity/activity.repo';
import { findCircleMates } from '../circles/circle-mates.repo';
import { notify } from '../notifications/notify.service';
import type { Notice } from '../realtime/notices';
import { findBadgeFacts, insertBadge, listEarnedBadges } from './badges.repo';
import { capAward, type CappedAward } from './fair-play.policy';
import { addPeriodXp } from './period-totals.repo';
import {
  addProfileXp,
  countAwardsByKind,
  countPaidWithPeer,
  findEarner,
  findVerifiedUsers,
  insertLedgerRow,
  lockProfiles,
  saveStreakState,
  sumPaidSince,
  wasCappedSince,
} from './xp.repo';

export interface AwardInput {
  /** Who earns it. */
  userId: string;
  kind: XpKind;
  /** What earned it (with the kind, the ledger source: one award per kind per item, ever). */
  itemId: string;
  /** What the rule pays; the caps may pay less. */
  amount: number;
  /** The other person the award is between (the requester, the learner, the reviewer): the pair cap's key. */
  peerId: string;
  now: number;
}

/** What an award paid (0 when capped or already awarded) and who must hear of it once the transaction commits. */
export interface AwardResult {
  paid: number;
  notices: Notice[];
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

const NOTHING: AwardResult = { paid: 0, notices: [] };

/**
 * Awards XP by the published rules and the fair-play caps, exactly once per source, inside the caller's
 * transaction. It holds the earner's profile and, unless both the earner and the peer have verified addresses,
 * holds the award instead of paying it: its ledger row is written with 0, the reason 'unverified' and what it
 * would pay, and releaseHeldAwards (held-awards.service.ts) pays it once both are verified. Otherwise it asks the
 * caps what to pay (fair-play.policy.ts; the daily cap over the last 24 hours). The ledger row is written even
 * when a cap pays nothing (with the reason), so that the source is spent: the same work never pays later. Only
 * XP that was paid moves the profile, a level, the week's and month's totals, the streak (the earner's own
 * actions only) and badges. Returns nothing when the source was already awarded (a retry, a revision, a racing
 * request).
 */
export async function awardXp(trx: Db, input: AwardInput): Promise<AwardResult> {
  const { userId, kind, itemId, amount, peerId, now } = input;
  if (amount <= 0 || peerId === userId) return NOTHING;
  await lockProfiles(trx, [userId]);
  const earner = await findEarner(trx, userId);
  // The earner deleted their account (a peer marked their old review helpful, say): nobody to award.
  if (!earner) return NOTHING;
  const source = xpSource(kind, itemId);
  const verified = await findVerifiedUsers(trx, [userId, peerId]);
  if (!verified.has(userId) || !verified.has(peerId)) {
    const held = { amount: 0, day: null, reason: 'unverified' as const, heldAmount: amount };
    await insertLedgerRow(trx, { userId, kind, source, createdAt: now, peerId, ...held });
    return NOTHING;
  }
  const capped = await capsNow(trx, { userId, peerId, kind, amount, now });
  const day = localDay(now, earner.timeZone);
  const row = {
    userId,
    kind,
    source,
    amount: capped.paid,
    createdAt: now,
    peerId,
    day,
    reason: capped.reason,
  };
  if (!(await insertLedgerRow(trx, row))) return NOTHING;
  const { streak, timeZone } = earner;
  return payOut(trx, { userId, kind, streak, timeZone, day, now, ...capped });
}

/** What the caps pay of an award now, and whether the earner has been told of the daily cap in its window. */
export async function capsNow(
  trx: Db,
  award: { userId: string; peerId: string | null; kind: XpKind; amount: number; now: number },
): Promise<CappedAward & { toldOfCap: boolean }> {
  const { userId, peerId, kind, amount, now } = award;
  const since = now - DAILY_XP_CAP_WINDOW_MS;
  const [paidToday, paidWithPeer, toldOfCap] = await Promise.all([
    sumPaidSince(trx, userId, since),
    peerId === null ? 0 : countPaidWithPeer(trx, { userId, peerId, kind, since: now - PAIR_WINDOW_MS }),
    wasCappedSince(trx, userId, since),
  ]);
  return { ...capAward({ amount, paidToday, paidWithPeer }), toldOfCap };
}

/**
 * What follows an award's ledger row once it is written (a new award, or a held one released): the daily cap's
 * notice the first time it stops an award in 24 hours, and when something was paid, the profile's XP, the
 * period totals, a level, the streak, badges and the circle boards.
 */
export async function payOut(
  trx: Db,
  award: CappedAward & {
    userId: string;
    kind: XpKind;
    streak: StreakState;
    /** The zone the earner's days are counted in (the streak reminder's evening is theirs). */
    timeZone: string;
    day: string;
    now: number;
    toldOfCap: boolean;
  },
): Promise<AwardResult> {
  const { userId, kind, paid, reason, now } = award;
  const notices: Notice[] = [];
  if (reason === 'daily_cap' && !award.toldOfCap) notices.push(...(await tellDailyCap(trx, userId, now)));
  if (paid === 0) return { paid, notices };
  const xp = (await addProfileXp(trx, userId, paid)) ?? paid;
  await addPeriodXp(trx, userId, paid, now);

  const activityIds: string[] = [];
  const level = levelProgress(xp).level;
  if (level > levelProgress(xp - paid).level) {
    const text = ACTIVITY_TEXTS.levelReached(level);
    const link = { kind: 'badge', id: `level-${level}` } as const;
    activityIds.push(await insertActivity(trx, { userId, text, type: 'info', createdAt: now, link }));
    const reached = { userId, kind: 'level_reached' as const, text: NOTIFICATION_TEXTS.levelReached(level) };
    notices.push(...(await notify(trx, { ...reached, href: '/portfolio', now })));
  }
  if (xpRule(kind).countsForStreak) {
    const state = recordActiveDay(award.streak, award.day);
    await saveStreakState(trx, userId, { state, timeZone: award.timeZone }, now);
  }
  const badges = await earnNewBadges(trx, userId, now);
  notices.push(...badges.notices, ...(await circleBoardNotices(trx, userId)));
  return { paid, notices: [...xpNotices(userId, [...activityIds, ...badges.activityIds]), ...notices] };
}

/**
 * Paid XP moves the week's circle leaderboards the earner is on: everyone in their open circles hears a
 * `circles` event, which refetches their dashboard's board and the circles' pages (members' XP this week).
 */
export async function circleBoardNotices(trx: Db, userId: string): Promise<Notice[]> {
  const mates = await findCircleMates(trx, userId);
  if (mates.userIds.length === 0) return [];
  return [{ userIds: mates.userIds, event: { type: 'circles', ids: mates.circleIds } }];
}

/** Tells the earner that the cap has been reached (once in 24 hours: the caller checks the ledger first). */
function tellDailyCap(trx: Db, userId: string, now: number): Promise<Notice[]> {
  const text = NOTIFICATION_TEXTS.dailyXpCap(DAILY_XP_CAP);
  return notify(trx, { userId, kind: 'daily_xp_cap', text, href: '/how-xp-works', now });
}

/**
 * For a change that awards or evaluates more than one user's XP (a review: its reviewer and its learner):
 * holds their profiles, always in the same order, before anything else touches them.
 */
export function holdXpOf(trx: Db, userIds: readonly string[]): Promise<void> {
  return lockProfiles(trx, userIds);
}

/**
 * Stores every badge whose criterion now holds and that the user does not hold yet, each with an activity
 * entry; returns the entries' ids. Runs after each award and after a skill is verified or a review rated.
 */
export async function earnNewBadges(trx: Db, userId: string, now: number): Promise<EarnedBadges> {
  const [stats, held] = await Promise.all([badgeStatsOf(trx, userId), listEarnedBadges(trx, userId)]);
  const earned: EarnedBadges = { activityIds: [], notices: [] };
  const heldIds = held.map((badge) => badge.badgeId);
  for (const badgeId of newlyEarnedBadges(stats, heldIds)) {
    const one = await earnBadge(trx, userId, badgeId, now);
    earned.activityIds.push(...one.activityIds);
    earned.notices.push(...one.notices);
  }
  return earned;
}

/**
 * Stores one badge unless the user holds it, with its activity entry and notification; earns nothing (no entry,
 * no notice) when it is already held. A course's badge comes this way when its path is complete.
 */
export async function earnBadge(
  trx: Db,
  userId: string,
  badgeId: string,
  now: number,
): Promise<EarnedBadges> {
  if (!(await insertBadge(trx, userId, badgeId, now))) return { activityIds: [], notices: [] };
  const name = badgeById(badgeId)?.name ?? badgeId;
  const text = ACTIVITY_TEXTS.badgeEarned(name);
  const link = { kind: 'badge', id: badgeId } as const;
  const activityId = await insertActivity(trx, { userId, text, type: 'info', createdAt: now, link });
  const badge = { userId, kind: 'badge_earned' as const, text: NOTIFICATION_TEXTS.badgeEarned(name) };
  return { activityIds: [activityId], notices: await notify(trx, { ...badge, href: '/portfolio', now }) };
}

/** What the badge criteria read, from what is paid now (the ledger's paid awards and the profile). */
export async function badgeStatsOf(trx: Db, userId: string): Promise<BadgeStats> {
  const [awards, facts] = await Promise.all([countAwardsByKind(trx, userId), findBadgeFacts(trx, userId)]);
  return {
    ...facts,
    challengesCompleted: awards.challenge_completed ?? 0,
    teachbacksCompleted: awards.teachback_completed ?? 0,
    reviewsGiven: awards.feedback_given ?? 0,
  };
}
