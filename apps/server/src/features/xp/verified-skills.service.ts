import { verifiesSkill } from '@teachloop/shared';
import type { Db } from '../../db/database';
import { ACTIVITY_TEXTS } from '../activity/activity-texts';
import { insertActivity } from '../activity/activity.repo';
import type { Notice } from '../realtime/notices';
import { earnNewBadges, xpNotices } from './award.service';
import { insertVerifiedSkill, listTopicRatings } from './verified-skills.repo';

/**
 * After a review of 4 stars or more: verifies the learner's topic once 2 different peers have rated their
 * teach-backs on it that well (verifiesSkill), once, with an activity entry, and any badge that follows
 * ('Verified'). The caller holds the learner's profile lock (lockProfiles), so two peers' reviews submitted at
 * the same moment cannot each miss the other's. Topics match exactly as their challenges spell them.
 */
export async function verifySkillAfterReview(
  trx: Db,
  learnerId: string,
  topic: string,
  now: number,
): Promise<Notice[]> {
  // Requests made before topics were stored have none: there is nothing to verify.
  if (!topic) return [];
  if (!verifiesSkill(await listTopicRatings(trx, learnerId, topic))) return [];
  if (!(await insertVerifiedSkill(trx, learnerId, topic, now))) return [];
  const text = ACTIVITY_TEXTS.skillVerified(topic);
  const link = { kind: 'badge', id: 'verified-skill' } as const;
  const entry = await insertActivity(trx, { userId: learnerId, text, type: 'info', createdAt: now, link });
  const badges = await earnNewBadges(trx, learnerId, now);
  return [...xpNotices(learnerId, [entry, ...badges.activityIds]), ...badges.notices];
}

/**
 * A completed learning path verifies its course (the course's title as the topic), once, with an activity entry,
 * and any badge that follows ('Verified'). Returns nothing when the course was verified already.
 */
export async function verifyCourseSkill(
  trx: Db,
  userId: string,
  courseTitle: string,
  now: number,
): Promise<Notice[]> {
  if (!(await insertVerifiedSkill(trx, userId, courseTitle, now))) return [];
  const text = ACTIVITY_TEXTS.skillVerified(courseTitle);
  const link = { kind: 'badge', id: 'verified-skill' } as const;
  const entry = await insertActivity(trx, { userId, text, type: 'info', createdAt: now, link });
  const badges = await earnNewBadges(trx, userId, now);
  return [...xpNotices(userId, [entry, ...badges.activityIds]), ...badges.notices];
}
