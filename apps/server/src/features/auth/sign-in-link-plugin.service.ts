import { createHash, randomBytes } from 'node:crypto';
import { SIGN_IN_LINK_PATH, SIGN_IN_LINK_TEXTS, SIGN_IN_LINK_VALID_MINUTES } from '@teachloop/shared';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import type { BackgroundTasks } from '../../background-tasks';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { signInLinkMail } from '../../mail/sign-in-link-mail';
import { createRateLimiter } from '../rate-limit/rate-limiter.service';
import { signInLinkMailSpacing } from './auth-rate-limits';
import { accountByEmail, insertSignInLink, takeSignInLink } from './sign-in-links.repo';

/** The Better Auth error code of an unknown, used or expired sign-in link (auth-errors.ts words it). */
const SIGN_IN_LINK_INVALID = 'SIGN_IN_LINK_INVALID';

const MINUTE = 60_000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SignInLinkDeps {
  db: Db;
  config: Config;
  mailer?: Mailer;
  /** Where the mail is sent from, after the response; absent (the migration step's options), it is awaited. */
  background?: BackgroundTasks;
}

/**
 * 'Email me a sign-in link', the owner's way in while password sign-in is throttled for the account (a stranger
 * guessing from many addresses fills the account's limit). Two endpoints under /api/auth, reached through the
 * bridge (auth.routes.ts: allowlisted bodies, limited per client address, device cookie on success):
 * - POST /sign-in-link/request {email}: always `{ ok: true }`, at once; the account is looked up and mailed
 *   after the response (no enumeration, same timing), at most once per 5 minutes per account, to the account's
 *   own address (verified, or the unverified one it signed up with: the only one it has; an address of a
 *   pending change is only a row in email_tokens and is never mailed). The link works once, for 15 minutes.
 * - POST /sign-in-link/verify {token}: takes the link (DELETE … RETURNING: once) and opens a Better Auth session
 *   with its cookie, as a password sign-in does; the suspension guard refuses a suspended account's session.
 * The link opens a page that signs in on a button press, not on the GET, so a mail scanner that fetches links
 * does not spend it.
 */
export function signInLinkPlugin(deps: SignInLinkDeps): BetterAuthPlugin {
  const mailSpacing = createRateLimiter(deps.db);

  async function mailLink(email: string): Promise<void> {
    const account = await accountByEmail(deps.db, email);
    if (!account) return;
    if (!(await mailSpacing.consume([signInLinkMailSpacing(account.id)])).allowed) return;
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    await insertSignInLink(deps.db, {
      tokenHash: hashOf(token),
      userId: account.id,
      email: account.email,
      expiresAt: now + SIGN_IN_LINK_VALID_MINUTES * MINUTE,
      createdAt: now,
    });
    const link = `${deps.config.publicUrl}${SIGN_IN_LINK_PATH}?token=${encodeURIComponent(token)}`;
    await deps.mailer?.send(signInLinkMail(account.email, link, SIGN_IN_LINK_VALID_MINUTES));
  }

  return {
    id: 'teachloop-sign-in-link',
    endpoints: {
      requestSignInLink: createAuthEndpoint(
        '/sign-in-link/request',
        { method: 'POST', body: z.object({ email: z.string() }) },
        async (ctx) => {
          const sending = mailLink(ctx.body.email);
          if (deps.background) deps.background.run(sending);
          else await sending;
          return ctx.json({ ok: true });
        },
      ),
      verifySignInLink: createAuthEndpoint(
        '/sign-in-link/verify',
        { method: 'POST', body: z.object({ token: z.string() }) },
        async (ctx) => {
          const invalid = () =>
            APIError.from('BAD_REQUEST', {
              code: SIGN_IN_LINK_INVALID,
              message: SIGN_IN_LINK_TEXTS.linkInvalid,
            });
          const link = await takeSignInLink(deps.db, hashOf(ctx.body.token));
          if (!link || link.expires_at <= Date.now()) throw invalid();
          const user = await ctx.context.internalAdapter.findUserById(link.user_id);
          // The account has moved to another address since: the link was the old mailbox's.
          if (!user || user.email !== link.email) throw invalid();
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ token: session.token, user: { id: user.id } });
        },
      ),
    },
  };
}
