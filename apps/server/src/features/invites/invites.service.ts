import { randomBytes } from 'node:crypto';
import {
  authorName,
  INVITE_LIMITS,
  INVITE_QUERY_PARAM,
  NOTIFICATION_TEXTS,
  type InvitesResponse,
} from '@teachloop/shared';
import type { Db } from '../../db/database';
import type { FlushWrites } from '../../db/group-commit';
import { notify } from '../notifications/notify.service';
import { publishAll, type Notice, type PublishDeps } from '../realtime/notices';
import {
  eraseInvitesOf,
  findInvitationOf,
  findInviteCode,
  insertInviteCode,
  inviteAcceptedKey,
  listAcceptedInvites,
} from './invites.repo';

export interface InviteDeps {
  db: Db;
  /** The public origin links are built on (PUBLIC_URL), as mail links are. */
  publicUrl: string;
  flushWrites?: FlushWrites;
  now: () => number;
}

/** 16 random bytes, base64url (22 characters): unguessable, so a code names its owner to nobody who guesses. */
const newInviteCode = () => randomBytes(16).toString('base64url');

/** The user's code, made on their first request and the same ever after. */
async function ownInviteCode(deps: InviteDeps, userId: string): Promise<string> {
  const existing = await findInviteCode(deps.db, userId);
  if (existing) return existing;
  const stored = await insertInviteCode(deps.db, {
    userId,
    code: newInviteCode(),
    createdAt: deps.now(),
  });
  // A GET answer is not held for the disk (plugins/durable-writes.ts): a link shown must survive a power cut.
  if (stored) await deps.flushWrites?.();
  const code = await findInviteCode(deps.db, userId);
  if (!code) throw new Error('invite code not stored');
  return code;
}

/** The user's invite link and the newest invites it brought (INVITE_LIMITS.accepted; `more` when older exist). */
export async function getInvites(deps: InviteDeps, userId: string): Promise<InvitesResponse> {
  const code = await ownInviteCode(deps, userId);
  const limit = INVITE_LIMITS.accepted;
  const rows = await listAcceptedInvites(deps.db, userId, limit + 1);
  const url = new URL('/signup', deps.publicUrl);
  url.searchParams.set(INVITE_QUERY_PARAM, code);
  return {
    url: url.toString(),
    accepted: rows.slice(0, limit).map((row) => ({
      id: row.id,
      name: authorName(row),
      joinedAt: row.joinedAt,
    })),
    more: rows.length > limit,
  };
}

/**
 * After a sign-up commits: when an invite brought the new user, their inviter is told (once: the notification's
 * dedupe key is the invitee's) and their open pages refresh the accepted invites (a `profile` event).
 */
export async function notifyInviterOf(deps: InviteDeps & PublishDeps, inviteeId: string): Promise<void> {
  const invitation = await findInvitationOf(deps.db, inviteeId);
  if (!invitation) return;
  const { inviterId } = invitation;
  const notices = await deps.db.transaction().execute(async (trx) => [
    ...(await notify(trx, {
      userId: inviterId,
      kind: 'invite_accepted',
      text: NOTIFICATION_TEXTS.inviteAccepted(authorName(invitation)),
      href: '/dashboard',
      now: deps.now(),
      dedupeKey: inviteAcceptedKey(inviteeId),
    })),
    { userIds: [inviterId], event: { type: 'profile' as const, ids: [inviteeId] } },
  ]);
  await publishAll(deps, notices);
}

/**
 * Inside an account deletion's transaction: the user's invites, both ways (see eraseInvitesOf). Returns the live
 * updates for their inviter, whose list and bell change, to publish after commit.
 */
export async function forgetInvitesOf(trx: Db, userId: string): Promise<Notice[]> {
  const inviterId = await eraseInvitesOf(trx, userId);
  if (!inviterId) return [];
  return [
    { userIds: [inviterId], event: { type: 'profile', ids: [userId] } },
    { userIds: [inviterId], event: { type: 'notifications', ids: [] } },
  ];
}
