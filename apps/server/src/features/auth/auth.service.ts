import { randomUUID } from 'node:crypto';
import { betterAuth, type BetterAuthOptions, type BetterAuthPlugin } from 'better-auth';
import { getOAuthState } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import {
  GOOGLE_POPUP_COMPLETE_PATH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  RESET_LINK_VALID_MINUTES,
} from '@teachloop/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundTasks } from '../../background-tasks';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { resetPasswordMail } from '../../mail/reset-password-mail';
import { createRateLimiter } from '../rate-limit/rate-limiter.service';
import { authWork } from './auth-async-context';
import { authLogger } from './auth-log';
import { resetMailSpacing } from './auth-rate-limits';
import { loadAuthSecret } from '../../auth-secret';
import { hashPassword, verifyPassword } from './password-hashing';
import { googleIdentityOf, recordGoogleOutcome, settleGoogleIdentity } from './google-linking.service';
import { profilePlugin } from './profile-plugin.service';
import { signInLinkPlugin } from './sign-in-link-plugin.service';
import { suspensionGuardPlugin } from './suspension-guard.service';
import { markAddressProvenByReset } from './reset-tokens.repo';

export const AUTH_BASE_PATH = '/api/auth';
export const GOOGLE_PROVIDER_ID = 'google';

/** What the app does when an account changes hands: called after Better Auth has committed. */
export interface AuthHooks {
  /** A completed password reset: a credential change (credential-change.service.ts). */
  onPasswordReset?: (userId: string) => Promise<void>;
  /**
   * A Google sign-in met an account nobody verified under its verified address: the account is deleted (as its
   * owner would delete it), so that Better Auth signs the Google user up afresh.
   */
  onGoogleTakeover?: (userId: string) => Promise<void>;
  /** A sign-in method was added to an existing user (Google connected in settings): a credential change. */
  onAccountLinked?: (userId: string, providerId: string, cookie: string | undefined) => Promise<void>;
  /** A new account, by e-mail or a first Google sign-in. */
  onSignUp?: (userId: string) => Promise<void>;
  /** An e-mail sign-up made an account whose address must be proven (runs after the response). */
  onVerificationNeeded?: (user: { id: string; email: string }) => Promise<void>;
  /** More steps of sign-up from other features, run inside its transaction after the profile's (invites). */
  plugins?: BetterAuthPlugin[];
}

/** Better Auth's options: also what the migration step reads to create its tables. */
export function authOptions(
  config: Config,
  db: Db,
  mailer?: Mailer,
  log?: FastifyBaseLogger,
  background?: BackgroundTasks,
  hooks: AuthHooks = {},
): BetterAuthOptions {
  const secure = config.publicUrl.startsWith('https://');
  const mailSpacing = createRateLimiter(db);
  return {
    appName: 'Teachloop',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: loadAuthSecret(config),
    // Off by default in Better Auth; without it a failed profile insert left a user row with no account or
    // profile behind. Sign-up must be all or nothing.
    database: { db, type: config.database.kind === 'postgres' ? 'postgres' : 'sqlite', transaction: true },
    trustedOrigins: (request) => trustedOrigins(config, request?.headers.get('host') ?? undefined),
    telemetry: { enabled: false },
    // Better Auth's own error page (/api/auth/error) is not served (auth-endpoints.ts); a Google callback that
    // fails before its sign-in is known (an expired or forged state) ends on the popup's page, which says so.
    onAPIError: { errorURL: `${config.publicUrl}${GOOGLE_POPUP_COMPLETE_PATH}` },
    logger: authLogger(log),
    emailAndPassword: {
      enabled: true,
      // The spec's first minute: a new account is signed in at once, and a registered address is told so
      // ('This email is already registered.'). Sign-up's per-address and per-account limits bound how many
      // addresses anyone can probe (auth-rate-limits.ts).
      autoSignIn: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_LINK_VALID_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      // A completed reset is a credential change: every link of the account ends (an older reset mail, a change
      // of address someone else started) and every session.
      async onPasswordReset({ user }) {
        await markAddressProvenByReset(db, user.id);
        await hooks.onPasswordReset?.(user.id);
      },
      async sendResetPassword({ user, url }) {
        if (!(await mailSpacing.consume([resetMailSpacing(user.id)])).allowed) return;
        await mailer?.send(resetPasswordMail(user.email, url, RESET_LINK_VALID_MINUTES));
      },
    },
    // Better Auth's own link is a stateless token (reusable until it expires) and its endpoint is not served:
    // only the hook is used, to send our single-use link (features/email-verification) after sign-up.
    emailVerification: {
      sendOnSignUp: true,
      async sendVerificationEmail({ user }) {
        await hooks.onVerificationNeeded?.({ id: user.id, email: user.email });
      },
    },
    session: {
      // Sliding idle expiry: a session unused for this long is dead on the server, whatever the cookie says.
      expiresIn: config.auth.sessionIdleSeconds,
      updateAge: Math.min(3600, Math.floor(config.auth.sessionIdleSeconds / 4)),
    },
    // Better Auth never links an existing account by itself: Google sign-in settles that first (google-linking.service.ts),
    // and a signed-in user links from settings only with an address Google verified (no trusted providers).
    account: { accountLinking: { enabled: true, disableImplicitLinking: true, trustedProviders: [] } },
    // Runs after the account row is committed; Better Auth's link from settings (link-social) is the one path
    // that adds a sign-in method to an existing user inside Better Auth.
    databaseHooks: {
      account: {
        create: {
          async after(account, context) {
            await hooks.onAccountLinked?.(
              account.userId,
              account.providerId,
              context?.headers?.get('cookie') ?? undefined,
            );
          },
        },
      },
    },
    // Our own limiter (features/rate-limit) counts by address and by account in the database.
    rateLimit: { enabled: false },
    advanced: {
      // Mail is sent after the response, so a reset request takes as long for an unknown address as for a
      // real account (no account enumeration by timing).
      backgroundTasks: background ? { handler: (task) => background.run(authWork(() => task)) } : undefined,
      // Better Auth skips its origin and redirect checks when NODE_ENV is test; the tests must see what
      // production does.
      disableOriginCheck: false,
      cookiePrefix: 'teachloop',
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      database: { generateId: () => randomUUID() },
    },
    plugins: [
      profilePlugin(db, hooks.onSignUp),
      suspensionGuardPlugin(db),
      signInLinkPlugin({ db, config, mailer, background }),
      ...(hooks.plugins ?? []),
      ...(config.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: GOOGLE_PROVIDER_ID,
                  discoveryUrl: `${config.google.issuer}/.well-known/openid-configuration`,
                  clientId: config.google.clientId,
                  clientSecret: config.google.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  prompt: config.google.prompt,
                  // Runs after Google answered and before Better Auth looks for the account (google-linking.service.ts).
                  async mapProfileToUser(profile) {
                    const identity = googleIdentityOf(profile);
                    // Connecting Google from settings (Better Auth's link, from a browser signed in to the account
                    // with that address) is the account's own: never a takeover.
                    if (!identity || (await getOAuthState())?.link) return {};
                    const outcome = await settleGoogleIdentity(db, GOOGLE_PROVIDER_ID, identity, {
                      takeOver: async (userId) => hooks.onGoogleTakeover?.(userId),
                    });
                    recordGoogleOutcome(outcome);
                    return {};
                  },
                },
              ],
            }),
          ]
        : []),
    ],
  };
}

/**
 * Where browser requests may come from: the public URL, and Vite's dev server in development. When the public
 * URL is a loopback address (the app run on this machine), also the loopback address the request was sent to, so
 * the app works on http://127.0.0.1:3000 as well as on localhost. Only then: otherwise a request could make its
 * own Host trusted, for the CSRF check and for Better Auth's redirect checks (a reset link's callbackURL).
 */
export function trustedOrigins(config: Config, host: string | undefined): string[] {
  const publicUrl = new URL(config.publicUrl);
  const sentTo = host && isLoopback(publicUrl.hostname) ? parseHost(publicUrl.protocol, host) : undefined;
  return [
    config.publicUrl,
    ...(sentTo && isLoopback(sentTo.hostname) ? [sentTo.origin] : []),
    ...(config.env === 'development' ? ['http://localhost:5173'] : []),
  ];
}

function parseHost(protocol: string, host: string): URL | undefined {
  try {
    return new URL(`${protocol}//${host}`);
  } catch {
    return undefined;
  }
}

/** localhost, 127.0.0.0/8 or [::1]: names that only ever reach the machine the browser runs on. */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

export function createAuth(
  config: Config,
  db: Db,
  mailer: Mailer,
  log: FastifyBaseLogger,
  background: BackgroundTasks,
  hooks: AuthHooks,
) {
  return betterAuth(authOptions(config, db, mailer, log, background, hooks));
}

export type Auth = ReturnType<typeof createAuth>;
