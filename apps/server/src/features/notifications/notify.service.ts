import { randomUUID } from 'node:crypto';
import { NOTIFICATION_KIND_SETTINGS, type NotificationKind } from '@teachloop/shared';
import type { Db } from '../../db/database';
import { isCoursesAccount } from '../paths/courses-user';
import type { Notice } from '../realtime/notices';
import { insertNotification } from './notifications.repo';

export interface NotifyInput {
  userId: string;
  kind: NotificationKind;
  text: string;
  /** The app path the notification leads to. */
  href: string;
  now: number;
  /** For a notification that may exist once only (e.g. `reminder:<teachbackId>`). */
  dedupeKey?: string;
}

/**
 * Tells a user something, inside the caller's transaction, so the notification exists exactly when its cause
 * does. When the user gets this kind by e-mail too, the row is also queued in the outbox (sent after commit by
 * mail-outbox.service); when they have a device to push to and want the kind pushed, it is due for the push job
 * at once (push_at). Returns the live update to publish after commit; nothing when the user deleted their
 * account (no mail goes to their erased address), a dedupe key was taken, or the user is the courses account.
 */
export async function notify(trx: Db, input: NotifyInput): Promise<Notice[]> {
  // The courses account (the requester of explanations taught unasked) is nobody: it is never told, so never mailed.
  if (isCoursesAccount(input.userId)) return [];
  const id = randomUUID();
  const stored = await insertNotification(trx, {
    id,
    userId: input.userId,
    kind: input.kind,
    text: input.text,
    href: input.href,
    createdAt: input.now,
    emailByDefault: NOTIFICATION_KIND_SETTINGS[input.kind].emailByDefault,
    pushByDefault: NOTIFICATION_KIND_SETTINGS[input.kind].pushByDefault,
    ...(input.dedupeKey ? { dedupeKey: input.dedupeKey } : {}),
  });
  return stored ? [{ userIds: [input.userId], event: { type: 'notifications', ids: [id] } }] : [];
}
