import type {
  CreateChallengeResponse,
  FeedbackListResponse,
  LearnerReviewListResponse,
  ProfileResponse,
  Teachback,
} from '@teachloop/shared';

/**
 * One account of the farming bench, talking to the server over HTTP exactly as the browser does: same origin
 * (the server refuses state changes from other sites), its session cookie. `actions` counts its writes (every
 * POST and PUT): what a farmer has to click; the reads that find an item to act on are free.
 */
export interface Account {
  base: string;
  name: string;
  cookie: string;
  actions: number;
}

const PASSWORD = 'farm bench passphrase';

/** Signs a new account up through the real endpoint, so its profile exists as in production. */
export async function signUp(base: string, name: string): Promise<Account> {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ name, email: `${name.toLowerCase()}@farm.example.com`, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-up of ${name}: HTTP ${response.status} ${await response.text()}`);
  // Sign-up signs nobody in (it answers alike for a registered address): sign in with the new password.
  const signedIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: `${name.toLowerCase()}@farm.example.com`, password: PASSWORD }),
  });
  const cookie = signedIn.headers.getSetCookie().find((line) => line.includes('session_token='));
  if (!signedIn.ok || !cookie)
    throw new Error(`sign-in of ${name}: HTTP ${signedIn.status} ${await signedIn.text()}`);
  return { base, name, cookie: cookie.split(';')[0]!, actions: 0 };
}

/** One API call as `account`; any answer but 2xx stops the bench, with the server's reason. */
async function call<T>(account: Account, method: string, path: string, body?: unknown): Promise<T> {
  if (method !== 'GET') account.actions += 1;
  const response = await fetch(`${account.base}${path}`, {
    method,
    headers: {
      cookie: account.cookie,
      origin: account.base,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${account.name} ${method} ${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The XP the dashboard shows (GET /api/profile). */
export async function xpOf(account: Account): Promise<number> {
  return (await call<ProfileResponse>(account, 'GET', '/api/profile')).profile.xp;
}

/** Creates a challenge as the create form sends it; answers its id. */
export async function createChallenge(account: Account, title: string): Promise<string> {
  const body = { title, topic: 'Algorithms', level: 'Beginner', dueDays: 3, description: 'Why does it end?' };
  const created = await call<CreateChallengeResponse>(account, 'POST', '/api/challenges', body);
  return created.challenge.id;
}

/** The owner marks their challenge complete (allowed from any status but completed). */
export async function completeChallenge(account: Account, challengeId: string): Promise<void> {
  await call(account, 'POST', `/api/challenges/${challengeId}/complete`);
}

/**
 * The assignee finds the teach-back on `challengeId` in their list, saves `explanation` as its notes and
 * completes it, which asks the challenge's owner for a review. Answers the teach-back's id.
 */
export async function teachBack(account: Account, challengeId: string, explanation: string): Promise<string> {
  const { teachbacks } = await call<{ teachbacks: Teachback[] }>(
    account,
    'GET',
    '/api/teachbacks?active=true',
  );
  const teachback = teachbacks.find((one) => one.challengeId === challengeId);
  if (!teachback) throw new Error(`${account.name} was not assigned the teach-back of ${challengeId}`);
  await call(account, 'PUT', `/api/teachbacks/${teachback.id}/notes`, { notes: explanation });
  await call(account, 'POST', `/api/teachbacks/${teachback.id}/complete`);
  return teachback.id;
}

/** The owner finds the request to review that teach-back in their To give list and submits a rated review. */
export async function review(
  account: Account,
  teachbackId: string,
  rating: number,
  comment: string,
): Promise<void> {
  const { feedback } = await call<FeedbackListResponse>(account, 'GET', '/api/feedback?pending=true');
  const request = feedback.find((one) => one.teachbackId === teachbackId);
  if (!request) throw new Error(`${account.name} has no review to give on teach-back ${teachbackId}`);
  await call(account, 'PUT', `/api/feedback/${request.id}/review`, { rating, comment });
}

/** The learner finds the review of their teach-back among those received and marks it helpful. */
export async function markHelpful(account: Account, teachbackId: string): Promise<void> {
  const { reviews } = await call<LearnerReviewListResponse>(account, 'GET', '/api/feedback/received');
  const received = reviews.find((one) => one.teachbackId === teachbackId);
  if (!received) throw new Error(`${account.name} received no review of teach-back ${teachbackId}`);
  await call(account, 'POST', `/api/feedback/${received.id}/helpful`);
}
