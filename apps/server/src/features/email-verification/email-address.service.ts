import { createHash, randomBytes } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  EMAIL_CHANGE_LINK_VALID_HOURS,
  EMAIL_VERIFICATION_TEXTS,
  EMAIL_VERIFY_LINK_VALID_HOURS,
  VERIFY_EMAIL_PATH,
  type ChangeEmail,
  type SessionUser,
  type VerifyEmailResponse,
} from '@teachloop/shared';
import type { AppContext } from '../../app-deps';
import { AppError } from '../../app-error';
import {
  changeEmailMail,
  emailChangeNoticeMail,
  maskEmail,
  verifyEmailMail,
} from '../../mail/email-address-mail';
import { passwordHashOf } from '../account/delete-account.repo';
import { verifyPassword } from '../auth/password-hashing';
import type { ReleaseDeps } from '../xp/held-awards.service';
import { addressVerified } from './address-verified.service';
import { endCredentials } from '../auth/credential-change.service';
import {
  deleteEmailTokensOf,
  insertEmailToken,
  takeEmailToken,
  userIdByEmail,
  type EmailToken,
} from './email-tokens.repo';

const HOUR_MS = 60 * 60_000;

export type EmailDeps = Pick<AppContext, 'db' | 'mailer' | 'background' | 'config' | 'auth' | 'now'>;
type ConfirmDeps = EmailDeps & Pick<AppContext, 'openStreams'> & ReleaseDeps;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores a new single-use link (replacing the user's older ones of the kind) and returns its address. */
async function newLink(deps: EmailDeps, userId: string, purpose: EmailToken['purpose'], email: string) {
  const token = randomBytes(32).toString('base64url');
  const now = deps.now();
  const hours = purpose === 'verify' ? EMAIL_VERIFY_LINK_VALID_HOURS : EMAIL_CHANGE_LINK_VALID_HOURS;
  await deleteEmailTokensOf(deps.db, userId, purpose);
  await insertEmailToken(deps.db, {
    token_hash: hashOf(token),
    user_id: userId,
    purpose,
    email,
    expires_at: now + hours * HOUR_MS,
    created_at: now,
  });
  return `${deps.config.publicUrl}${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(token)}`;
}

/** Mails a verification link to the user's current address (sign-up, or 'Resend'). */
export async function sendVerification(deps: EmailDeps, user: { id: string; email: string }): Promise<void> {
  const link = await newLink(deps, user.id, 'verify', user.email);
  await deps.mailer.send(verifyEmailMail(user.email, link, EMAIL_VERIFY_LINK_VALID_HOURS));
}

/**
 * Uses a link once. 'verify' marks the address verified if the account still has it; 'change' moves the account
 * to the new address (verified) unless another account took it meanwhile. An unknown, used or expired link, or one
 * that can no longer apply, gets the same 'expired or used' answer. A change of address is a credential change:
 * every other link of the account ends (the old address's reset links among them) and every session but the
 * browser's that opened the link, when it is signed in to the account.
 */
export async function confirmEmailToken(
  deps: ConfirmDeps,
  token: string,
  currentSession: string | null,
): Promise<VerifyEmailResponse> {
  const row = await takeEmailToken(deps.db, hashOf(token));
  const now = deps.now();
  const invalid = new AppError('invalid_argument', EMAIL_VERIFICATION_TEXTS.linkInvalid);
  if (!row || row.expires_at <= now) throw invalid;
  const { internalAdapter } = await deps.auth.$context;
  const user = await internalAdapter.findUserById(row.user_id);
  if (!user) throw invalid;
  if (row.purpose === 'verify') {
    if (user.email !== row.email) throw invalid;
    // Its other verification links may stay: each would only say again what is now true, until it expires.
    await internalAdapter.updateUser(user.id, { emailVerified: true });
    // Back on the boards, and XP held while this address was unproven paid where the peer's is verified too.
    await addressVerified(deps, user.id);
    return { changed: false };
  }
  const owner = await userIdByEmail(deps.db, row.email);
  if (owner && owner !== user.id) throw invalid;
  await internalAdapter.updateUser(user.id, { email: row.email, emailVerified: true });
  (await endCredentials(deps.db, deps.openStreams, user.id, { session: currentSession }))();
  await addressVerified(deps, user.id);
  return { changed: true };
}

/**
 * Starts a change of address: the current password first (when the account has one), then a link to the new
 * address and a note to the old one. A new address that another account uses answers the same and mails that
 * address nothing, so the requester learns nothing about it. Mail goes after the response (same timing).
 */
export async function requestEmailChange(
  deps: EmailDeps,
  user: SessionUser,
  body: ChangeEmail,
): Promise<void> {
  const hash = await passwordHashOf(deps.db, user.id);
  if (hash) {
    if (!body.currentPassword)
      throw new AppError('invalid_argument', ACCOUNT_MESSAGES.currentPasswordRequired);
    if (!(await verifyPassword({ hash, password: body.currentPassword })))
      throw new AppError('invalid_argument', ACCOUNT_MESSAGES.currentPasswordWrong);
  }
  if (body.newEmail === user.email)
    throw new AppError('invalid_argument', EMAIL_VERIFICATION_TEXTS.sameEmail);
  const taken = (await userIdByEmail(deps.db, body.newEmail)) !== undefined;
  const link = taken ? undefined : await newLink(deps, user.id, 'change', body.newEmail);
  deps.background.run(
    (async () => {
      if (link) await deps.mailer.send(changeEmailMail(body.newEmail, link, EMAIL_CHANGE_LINK_VALID_HOURS));
      const settings = `${deps.config.publicUrl}/settings/account`;
      await deps.mailer.send(emailChangeNoticeMail(user.email, maskEmail(body.newEmail), settings));
    })(),
  );
}
