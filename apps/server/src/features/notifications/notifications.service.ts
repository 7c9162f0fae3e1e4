import {
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_SETTINGS,
  NOTIFICATION_LIMITS,
  NOTIFICATION_MESSAGES,
  type NotificationListResponse,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
  type UnsubscribeQuery,
  type UnsubscribeResponse,
} from '@teachloop/shared';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import { decodeCursor, nextCursorAfter } from '../../keyset-cursor';
import { publishAll, type PublishDeps } from '../realtime/notices';
import { isUnsubscribeToken } from './unsubscribe-token';
import {
  countUnread,
  hasProfile,
  listNotifications,
  listPreferenceRows,
  markAllRead,
  markRead,
  savePreference,
} from './notifications.repo';
import { listPushPreferenceRows, savePushPreference } from './push-preferences.repo';

/** The bell shows the count up to here, then '99+'. */
export const UNREAD_COUNT_CAP = 100;

interface NotificationDeps extends PublishDeps {
  db: Db;
  now: () => number;
}

/** The user's own notifications, newest first, one page after `cursor`. */
export async function listOwnNotifications(
  db: Db,
  userId: string,
  query: { cursor?: string | undefined; limit?: number | undefined },
): Promise<NotificationListResponse> {
  const limit = query.limit ?? NOTIFICATION_LIMITS.default;
  const after = query.cursor ? decodeCursor(query.cursor, NOTIFICATION_MESSAGES.cursorInvalid) : undefined;
  const notifications = await listNotifications(db, userId, { after, limit });
  return { notifications, nextCursor: nextCursorAfter(notifications, limit) };
}

export async function unreadCount(db: Db, userId: string): Promise<{ unread: number }> {
  return { unread: await countUnread(db, userId, UNREAD_COUNT_CAP) };
}

/** Marks one read; the user's other tabs hear of it (their bell and list refetch). Another's is not found. */
export async function readOne(deps: NotificationDeps, userId: string, id: string): Promise<void> {
  if (!(await markRead(deps.db, userId, id, deps.now()))) {
    throw new AppError('not_found', NOTIFICATION_MESSAGES.notFound);
  }
  await publishAll(deps, [{ userIds: [userId], event: { type: 'notifications', ids: [id] } }]);
}

export async function readAll(deps: NotificationDeps, userId: string): Promise<void> {
  await markAllRead(deps.db, userId, deps.now());
  await publishAll(deps, [{ userIds: [userId], event: { type: 'notifications', ids: [] } }]);
}

/** Every kind with the delivery and the push switch in force for the user: their choice, else the kind's default. */
export async function getPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const [deliveries, pushes] = await Promise.all([
    listPreferenceRows(db, userId),
    listPushPreferenceRows(db, userId),
  ]);
  const chosen = new Map(deliveries.map((row) => [row.kind, row.delivery]));
  const pushed = new Map(pushes.map((row) => [row.kind, row.push]));
  return {
    preferences: NOTIFICATION_KINDS.map((kind) => ({
      kind,
      delivery: chosen.get(kind) ?? (NOTIFICATION_KIND_SETTINGS[kind].emailByDefault ? 'email' : 'in_app'),
      push: pushed.get(kind) ?? NOTIFICATION_KIND_SETTINGS[kind].pushByDefault,
    })),
  };
}

/**
 * Stores the kinds given (others keep theirs) in one transaction, and answers the whole set. A kind sent without
 * `push` keeps its push switch.
 */
export async function updatePreferences(
  db: Db,
  userId: string,
  update: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> {
  await db.transaction().execute(async (trx) => {
    for (const { kind, delivery, push } of update.preferences) {
      await savePreference(trx, userId, kind, delivery);
      if (push !== undefined) {
        await savePushPreference(trx, userId, kind, {
          push,
          byDefault: NOTIFICATION_KIND_SETTINGS[kind].pushByDefault,
        });
      }
    }
  });
  return getPreferences(db, userId);
}

/**
 * An e-mail's unsubscribe link, without signing in: only a query signed for that user and that kind works
 * (anything else, including a link for someone since deleted, is refused alike). Switches the kind to in-app
 * only, or back to e-mail (the page's Undo).
 */
export async function unsubscribe(
  db: Db,
  secret: string,
  { u: userId, k: kind, t: token }: UnsubscribeQuery,
  { resubscribe }: { resubscribe: boolean },
): Promise<UnsubscribeResponse> {
  if (!isUnsubscribeToken(secret, userId, kind, token) || !(await hasProfile(db, userId))) {
    throw new AppError('permission_denied', NOTIFICATION_MESSAGES.unsubscribeInvalid);
  }
  const delivery = resubscribe ? 'email' : 'in_app';
  await savePreference(db, userId, kind, delivery);
  return { kind, delivery };
}
