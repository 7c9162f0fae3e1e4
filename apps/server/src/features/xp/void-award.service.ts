import {
  BADGES,
  EMPTY_STREAK,
  localDay,
  recordActiveDay,
  verifiesSkill,
  XP_KINDS,
  xpRule,
  type XpKind,
} from '@teachloop/shared';
import type { Db } from '../../db/database';
import type { Notice } from '../realtime/notices';
import { badgeStatsOf, circleBoardNotices, xpNotices } from './award.service';
import { listEarnedBadges } from './badges.repo';
import { addPeriodXp } from './period-totals.repo';
import { listTopicRatings } from './verified-skills.repo';
import {
  deleteBadges,
  deleteVerifiedSkill,
  findReviewTopic,
  hasPaidOnDay,
  listPaidDays,
} from './void-award.repo';
import { addProfileXp, findEarner, saveStreakState } from './xp.repo';

const STREAK_KINDS = XP_KINDS.filter((kind) => xpRule(kind).countsForStreak);

/** An award whose ledger row was just voided (its amount set to 0): what it had paid, to whom, when, for what. */
export interface VoidedAward {
  userId: string;
  kind: XpKind;
  /** What it had paid. */
  amount: number;
  createdAt: number;
  /** The day it counted toward (null on rows from before migration 018). */
  day: string | null;
  /** What earned it: the source after `kind:`. */
  itemId: string;
}

/**
 * Takes a voided award back out of everything it counted in, inside the caller's transaction (which holds the
 * earner's profile, holdXpOf, and has already set the row's amount to 0): the profile's XP (and so its level),
 * the week's and month's totals it was added to (the leaderboards), the streak when it was the only award of
 * the earner's own actions on its day, a verified skill its review's stars made, and every badge whose rule no
 * longer holds. Returns the live updates an award would publish, for after the commit.
 */
export async function takeBackAward(trx: Db, award: VoidedAward, now: number): Promise<Notice[]> {
  await addProfileXp(trx, award.userId, -award.amount);
  await addPeriodXp(trx, award.userId, -award.amount, award.createdAt);
  if (xpRule(award.kind).countsForStreak) await recomputeStreak(trx, award, now);
  if (award.kind === 'review_received') await recheckVerifiedSkill(trx, award.itemId);
  await revokeBadgesNoLongerHeld(trx, award.userId);
  return [...xpNotices(award.userId, []), ...(await circleBoardNotices(trx, award.userId))];
}

/**
 * When the award was the only paid one of the earner's own actions on its day, the streak is replayed from the
 * days that remain (rows from before migration 018 have no stored day: theirs is taken in the profile's zone).
 */
async function recomputeStreak(trx: Db, award: VoidedAward, now: number): Promise<void> {
  const earner = await findEarner(trx, award.userId);
  if (!earner) return;
  const dayOf = (row: { day: string | null; createdAt: number }) =>
    row.day ?? localDay(row.createdAt, earner.timeZone);
  if (await hasPaidOnDay(trx, award.userId, dayOf(award), STREAK_KINDS)) return;
  const rows = await listPaidDays(trx, award.userId, STREAK_KINDS);
  const days = [...new Set(rows.map(dayOf))].sort();
  const state = days.reduce(recordActiveDay, EMPTY_STREAK);
  await saveStreakState(trx, award.userId, { state, timeZone: earner.timeZone }, now);
}

/** A skill verified with this review's stars stays verified only while its remaining paid reviews verify it. */
async function recheckVerifiedSkill(trx: Db, feedbackId: string): Promise<void> {
  const review = await findReviewTopic(trx, feedbackId);
  if (!review?.topic) return;
  if (verifiesSkill(await listTopicRatings(trx, review.learner_id, review.topic))) return;
  await deleteVerifiedSkill(trx, review.learner_id, review.topic);
}

/**
 * Takes back every badge the user holds whose criterion no longer holds on what is still paid (a course's badge
 * has no such criterion: a completed path stays completed).
 */
async function revokeBadgesNoLongerHeld(trx: Db, userId: string): Promise<void> {
  const [stats, held] = await Promise.all([badgeStatsOf(trx, userId), listEarnedBadges(trx, userId)]);
  const heldIds = new Set(held.map((badge) => badge.badgeId));
  const lost = BADGES.filter((badge) => heldIds.has(badge.id) && badge.earned?.(stats) === false).map(
    (badge) => badge.id,
  );
  await deleteBadges(trx, userId, lost);
}
