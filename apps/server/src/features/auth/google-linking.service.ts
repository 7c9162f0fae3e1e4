import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../../db/database';
import { findLocalUser, googleAccountOwner, PASSWORD_PROVIDER_ID } from './google-link.repo';

/** Who Google says signed in: its subject, the address and whether Google verified it. */
export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
}

/**
 * What a Google sign-in may do with an account registered under the same address, decided before Better Auth
 * looks (it refuses every such sign-in for good as `account_not_linked`):
 * - `as-usual`: Google is linked already, or no account has the address: Better Auth signs in or signs up;
 * - `taken-over`: nobody ever verified the account's address, Google did: that account is deleted as its owner
 *   would delete it (nothing of the squatter's passes to the Google user), and Better Auth signs the Google user
 *   up afresh with the address;
 * - `needs-password`: the account's address is verified: linking waits until its password is proved once;
 * - `refused`: Google did not verify the address, or the account has another Google account already.
 */
export type GoogleOutcome =
  | { kind: 'as-usual' }
  | { kind: 'taken-over'; userId: string }
  | { kind: 'needs-password'; userId: string; identity: GoogleIdentity }
  | { kind: 'refused' };

export async function settleGoogleIdentity(
  db: Db,
  providerId: string,
  identity: GoogleIdentity,
  actions: { takeOver: (userId: string) => Promise<void> },
): Promise<GoogleOutcome> {
  if (await googleAccountOwner(db, providerId, identity.subject)) return { kind: 'as-usual' };
  const local = await findLocalUser(db, identity.email);
  if (!local) return { kind: 'as-usual' };
  if (!identity.emailVerified || local.providers.some((provider) => provider !== PASSWORD_PROVIDER_ID))
    return { kind: 'refused' };
  if (!local.emailVerified) {
    await actions.takeOver(local.id);
    return { kind: 'taken-over', userId: local.id };
  }
  if (local.providers.includes(PASSWORD_PROVIDER_ID))
    return { kind: 'needs-password', userId: local.id, identity };
  return { kind: 'refused' };
}

/** The identity a provider's profile names (Better Auth's generic OAuth profile, from the ID token). */
export function googleIdentityOf(profile: Record<string, unknown>): GoogleIdentity | undefined {
  const subject = profile.sub ?? profile.id;
  const email = profile.email;
  if (typeof subject !== 'string' || typeof email !== 'string' || !subject || !email) return undefined;
  return { subject, email: email.trim().toLowerCase(), emailVerified: profile.emailVerified === true };
}

/**
 * The outcome of the Google callback being handled, for the auth bridge to act on once Better Auth has answered
 * (a `needs-password` outcome becomes a pending link). Only callbacks run inside it: while none does, the
 * storage is disabled, so other requests pay nothing for it on Node 20 (see auth-async-context.ts).
 */
const callbacks = new AsyncLocalStorage<{ outcome?: GoogleOutcome }>();
let callbacksInFlight = 0;

export async function withGoogleCallback<T>(work: () => Promise<T>) {
  const attempt: { outcome?: GoogleOutcome } = {};
  callbacksInFlight++;
  try {
    return { result: await callbacks.run(attempt, work), outcome: attempt.outcome };
  } finally {
    callbacksInFlight--;
    if (callbacksInFlight === 0) callbacks.disable();
  }
}

export function recordGoogleOutcome(outcome: GoogleOutcome) {
  const attempt = callbacks.getStore();
  if (attempt) attempt.outcome = outcome;
}
