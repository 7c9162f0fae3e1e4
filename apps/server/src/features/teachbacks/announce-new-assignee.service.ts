import type { Db } from '../../db/database';
import { ACTIVITY_TEXTS } from '../activity/activity-texts';
import { insertActivity } from '../activity/activity.repo';
import { notify } from '../notifications/notify.service';
import type { Notice } from '../realtime/notices';

/**
 * Inside the transaction that handed a teach-back from `teachback.assigneeId` to `nextId` (a decline passing it
 * on, or the scheduler moving it): the new assignee's activity entry and notification (`text`), and the live
 * updates of both lists, the one it left and the one it joined.
 */
export async function announceNewAssignee(
  trx: Db,
  teachback: { id: string; title: string; assigneeId: string },
  { nextId, text, now }: { nextId: string; text: string; now: number },
): Promise<Notice[]> {
  const activityId = await insertActivity(trx, {
    userId: nextId,
    text: ACTIVITY_TEXTS.assigned(teachback.title),
    type: 'teachback',
    createdAt: now,
    link: { kind: 'teachback', id: teachback.id },
  });
  return [
    { userIds: [teachback.assigneeId, nextId], event: { type: 'teachbacks', ids: [teachback.id] } },
    { userIds: [nextId], event: { type: 'activity', ids: [activityId] } },
    ...(await notify(trx, {
      userId: nextId,
      kind: 'teachback_assigned',
      text,
      href: `/teachbacks/${teachback.id}/work`,
      now,
    })),
  ];
}
