import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { newUser, signUpViaApi, verifyViaMailedLink, type TestUser } from './accounts';
import { EXPLANATION } from './explanation';

export interface SignedInUser {
  page: Page;
  account: TestUser;
}

/**
 * A new user signed up through the API in a browser context of its own on `origin`, with the address verified
 * through the mailed link (XP is paid only between verified addresses) unless `verified: false`.
 */
export async function signedInUser(
  browser: Browser,
  origin: string,
  firstName: string,
  { verified = true, ...options }: BrowserContextOptions & { verified?: boolean } = {},
): Promise<SignedInUser> {
  const context = await browser.newContext({ baseURL: origin, ...options });
  const page = await context.newPage();
  const account = newUser(firstName);
  await signUpViaApi(page, account, origin);
  if (verified) await verifyViaMailedLink(page, account.email, origin);
  return { page, account };
}

/** Calls the API as the page's user, as the app itself would (same cookies, same origin). */
export async function api(
  page: Page,
  origin: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<unknown> {
  const response = await page.request.fetch(`${origin}${path}`, {
    method,
    headers: { origin },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path} answered ${response.status()}`).toBe(true);
  return response.json() as Promise<unknown>;
}

export interface CreatedChallenge {
  challengeId: string;
  /** The teach-back the server assigned at once, or null when no peer could take it. */
  teachbackId: string | null;
}

/** Creates a challenge through the API as the page's user; only the title is needed, the rest has defaults. */
export async function createChallenge(
  page: Page,
  origin: string,
  { title, topic = 'Algorithms', description, level = 'Beginner', dueDays = 2 }: ChallengeFields,
): Promise<CreatedChallenge> {
  const { challenge, teachback } = (await api(page, origin, 'POST', '/api/challenges', {
    title,
    topic,
    level,
    dueDays,
    ...(description === undefined ? {} : { description }),
  })) as { challenge: { id: string }; teachback: { id: string } | null };
  return { challengeId: challenge.id, teachbackId: teachback?.id ?? null };
}

interface ChallengeFields {
  title: string;
  topic?: string;
  description?: string;
  level?: string;
  dueDays?: number;
}

/**
 * Through the API: the owner creates a challenge, its teach-back goes to the peer (the only other user on a
 * fresh server), who completes it with notes; the owner is then asked for feedback. Returns the request's id.
 */
export async function reviewRequestBetween(
  origin: string,
  owner: Page,
  peer: Page,
  { title = 'Explain binary search', notes = EXPLANATION } = {},
): Promise<string> {
  const { teachbackId } = await createChallenge(owner, origin, { title });
  expect(teachbackId, 'the peer, the only other user, is assigned the teach-back').not.toBeNull();
  await api(peer, origin, 'PUT', `/api/teachbacks/${teachbackId}/notes`, { notes });
  await api(peer, origin, 'POST', `/api/teachbacks/${teachbackId}/complete`);
  const { feedback } = (await api(owner, origin, 'GET', '/api/feedback')) as {
    feedback: { id: string; title: string }[];
  };
  const request = feedback.find((item) => item.title.includes(title));
  expect(request, 'the owner is asked to review the completed teach-back').toBeDefined();
  return request!.id;
}

/** Marks the document, so a later check proves the page was updated live rather than reloaded. */
export async function markDocument(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-marker', 'unchanged'));
}

export async function expectNotReloaded(page: Page) {
  await expect(page.locator('html'), 'updated live, not reloaded').toHaveAttribute(
    'data-e2e-marker',
    'unchanged',
  );
}

/**
 * 15 XP for `learner`, earned the only way XP is (decision 020): `requester` asks for a teach-back, which goes to
 * the learner because they share a study circle and the learner is the requester's only circle peer (circle
 * peers come first), and the learner teaches it back with a 50-word explanation. Works on the shared server.
 */
export async function teachBack(
  requester: Page,
  learner: Page,
  origin: string,
  title: string,
): Promise<void> {
  const { teachback } = (await api(requester, origin, 'POST', '/api/challenges', {
    title,
    topic: 'Algorithms',
    level: 'Beginner',
    dueDays: 2,
  })) as { teachback: { id: string; assigneeId: string } | null };
  const { user } = (await api(learner, origin, 'GET', '/api/session')) as { user: { id: string } };
  expect(teachback?.assigneeId, 'the learner, the requester’s circle peer, is assigned').toBe(user.id);
  await api(learner, origin, 'PUT', `/api/teachbacks/${teachback!.id}/notes`, { notes: EXPLANATION });
  await api(learner, origin, 'POST', `/api/teachbacks/${teachback!.id}/complete`);
}

/** Puts two users in an open study circle of their own, so that one's teach-backs go to the other. */
export async function studyPair(owner: Page, member: Page, origin: string, name: string): Promise<void> {
  const { circle } = (await api(owner, origin, 'POST', '/api/circles', {
    name,
    focus: 'Teaching each other',
    level: 'Beginner',
    privacy: 'open',
    capacity: 2,
  })) as { circle: { id: string } };
  await api(member, origin, 'POST', `/api/circles/${circle.id}/join`);
}
