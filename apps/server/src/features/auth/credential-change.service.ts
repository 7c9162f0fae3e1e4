import type { SignedOutNotice } from '@teachloop/shared';
import type { Db, EmailTokensTable } from '../../db/database';
import type { OpenStreams } from '../realtime/open-streams';
import { deleteEmailLinksOf, deleteSessionsExcept } from './credential-change.repo';
import { deleteResetTokensOf } from './reset-tokens.repo';

/**
 * Every kind of single-use link an account can have outstanding, and how each is ended. A credential change ends
 * them all; the credential-change matrix test issues each through its endpoint and tries it after every change.
 */
export const TOKEN_KINDS = {
  /** Better Auth's `verification` rows `reset-password:<token>` (value: the user id). */
  'reset link': deleteResetTokensOf,
  /** `email_tokens` purpose 'verify': proves the current address. */
  'verification link': (db: Db, userId: string) => deleteEmailLinksOf(db, userId, 'verify'),
  /** `email_tokens` purpose 'change': moves the account to a new address. */
  'e-mail change link': (db: Db, userId: string) => deleteEmailLinksOf(db, userId, 'change'),
  /** `email_tokens` purpose 'sign-in': 'Email me a sign-in link'. */
  'sign-in link': (db: Db, userId: string) => deleteEmailLinksOf(db, userId, 'sign-in'),
} satisfies Record<string, (db: Db, userId: string) => Promise<void>>;

export type TokenKind = keyof typeof TOKEN_KINDS;

/**
 * The kind of each `email_tokens` purpose: a new purpose does not compile until it is named here, and so until
 * credential changes end it and the matrix test tries it.
 */
export const EMAIL_TOKEN_KINDS: Record<EmailTokensTable['purpose'], TokenKind> = {
  verify: 'verification link',
  change: 'e-mail change link',
  'sign-in': 'sign-in link',
};

/**
 * The kind of each Better Auth `verification` identifier prefix that names an account's link (the matrix test
 * fails on a prefix in the source that is not here).
 */
export const VERIFICATION_TOKEN_KINDS: Record<string, TokenKind> = { 'reset-password:': 'reset link' };

/**
 * The changes to how an account is reached or who holds it. Each one ends every outstanding link of the account
 * and every other session, through `endCredentials`; the credential-change matrix test performs each through
 * its real route and fails on a path that changes a credential without being listed here.
 */
export const CREDENTIAL_CHANGES = [
  'password changed',
  'password reset',
  'e-mail change confirmed',
  'Google connected in settings',
  'Google linked by password',
  'Google took over an unverified account',
  'Google disconnected',
  'suspended',
  'deleted',
] as const;

export type CredentialChange = (typeof CREDENTIAL_CHANGES)[number];

/** What a credential change leaves standing: the session of the browser that made it, if it stays signed in. */
export interface Kept {
  /** The session that stays (none by default). */
  session?: string | null;
  /**
   * The session whose live streams stay open, when not `session`: a password change replaces the browser's
   * session with a fresh one, and that browser's stream reconnects with the fresh cookie after its next check
   * (ended at once, it would reconnect before the browser had that cookie).
   */
  streamsOf?: string | null;
  /** What the ended streams are told before they end: a suspension, so the open pages say why. */
  farewell?: SignedOutNotice;
}

/**
 * The one rule of a credential change: every outstanding link of the account (reset, verification, change of
 * address, sign-in) ends, and every session but the one kept (the browser that made the change and stays signed
 * in). Pass a transaction as `db` when the change runs in one: the deletes commit or roll back with it. Returns
 * what ends the ended sessions' live streams in this process: call it once the change is committed (a stream
 * ended earlier could reconnect while its session still stood). Other processes' streams find their session
 * gone when they next check it.
 */
export async function endCredentials(
  db: Db,
  openStreams: OpenStreams,
  userId: string,
  kept: Kept = {},
): Promise<() => void> {
  const session = kept.session ?? null;
  for (const kind of Object.keys(TOKEN_KINDS) as TokenKind[]) await TOKEN_KINDS[kind](db, userId);
  await deleteSessionsExcept(db, userId, session);
  const streamsOf = kept.streamsOf === undefined ? session : kept.streamsOf;
  return () => openStreams.endUserExcept(userId, streamsOf, kept.farewell);
}
