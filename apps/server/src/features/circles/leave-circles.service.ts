import type { Db } from '../../db/database';
import { recordActivity } from '../activity/record-activity.service';
import type { Notice } from '../realtime/notices';
import { CIRCLE_ACTIVITY_TEXTS } from './circle-texts';
import {
  closeCircle,
  memberCircleIds,
  ownedOpenCircles,
  removeMember,
  transferOwnership,
} from './circle-membership.repo';
import { memberIds } from './circles.repo';

/**
 * A user leaves every circle at once (their account is being deleted): circles they own pass to the member who
 * joined first after them, or close when nobody is left; they leave every other circle. Returns who must hear.
 */
export async function leaveEveryCircle(trx: Db, userId: string, now: number): Promise<Notice[]> {
  const notices: Notice[] = [];
  for (const circle of await ownedOpenCircles(trx, userId)) {
    if (circle.successorId && (await transferOwnership(trx, circle.id, userId, circle.successorId))) {
      const text = CIRCLE_ACTIVITY_TEXTS.nowOwner(circle.name);
      const link = { kind: 'circle', id: circle.id } as const;
      notices.push(await recordActivity(trx, circle.successorId, now, { text, type: 'info', link }));
    } else {
      await closeCircle(trx, circle.id, userId, now);
    }
  }
  // Handing a circle over made them a plain member of it: they leave it here too.
  for (const circleId of await memberCircleIds(trx, userId)) {
    await removeMember(trx, circleId, userId);
    notices.push({ userIds: await memberIds(trx, circleId), event: { type: 'circles', ids: [circleId] } });
  }
  return notices;
}
