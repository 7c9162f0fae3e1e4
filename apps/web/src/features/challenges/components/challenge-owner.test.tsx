import { screen, within } from '@testing-library/react';
import { CHALLENGE_OWNER_MESSAGES, DAY_MS, type ChallengeTeacher } from '@teachloop/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildChallenge } from '../../../test/learning-fixtures';
import { apiError, http, HttpResponse, recordRequests, server } from '../../../test/msw-server';
import { findPageTitle, renderPage } from '../../../test/render-page';
import { CHALLENGE_OWNER_TEXTS as T } from '../challenge-owner-texts';

const challenge = buildChallenge({
  id: 'c1',
  title: 'Explain recursion',
  topic: 'Computer Science',
  level: 'Intermediate',
  status: 'open',
  description: 'Use a real-world example.',
  dueTs: Date.now() + 4 * DAY_MS - 60_000,
});

const teacher = (overrides: Partial<ChallengeTeacher> = {}): ChallengeTeacher => ({
  teachbackId: 't1',
  name: 'Lin',
  photoURL: null,
  status: 'pending',
  dueTs: Date.now() + 2 * DAY_MS - 60_000,
  explanation: null,
  reviewId: null,
  reviewed: false,
  ...overrides,
});

function teaching(value: ChallengeTeacher | null) {
  server.use(http.get('/api/challenges/c1/teacher', () => HttpResponse.json({ teacher: value })));
}

beforeEach(() => {
  server.use(http.get('/api/challenges/c1', () => HttpResponse.json({ challenge })));
});

async function openPage() {
  const sent = recordRequests();
  const view = renderPage('/challenges/c1/work');
  await findPageTitle('Explain recursion');
  const card = await screen.findByRole('region', { name: T.teacherTitle });
  return { ...view, sent, card };
}

/** The stage the page says it is at: the step marked current, and the status line's words. */
function currentStep(card: HTMLElement) {
  return within(card).getByRole('listitem', { current: 'step' });
}

describe('the owner’s challenge page: where it stands and who is teaching it', () => {
  it('says it waits for a teacher while nobody teaches it, offers Edit and Delete, and nothing primary', async () => {
    teaching(null);
    const { card } = await openPage();
    expect(await within(card).findByRole('status')).toHaveTextContent(/^Waiting for a teacher/);
    expect(currentStep(card)).toHaveTextContent('Waiting for a teacher');
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.edit })).toBeEnabled();
    expect(screen.getByRole('button', { name: T.delete })).toBeEnabled();
    // The notes and their buttons stay, secondary, under the card.
    expect(screen.getByRole('button', { name: 'Save progress' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark complete' })).toBeVisible();
  });

  it('says the teacher is writing, with their name, initial, status and due date, and no explanation yet', async () => {
    teaching(teacher({ status: 'in_progress', explanation: null }));
    const { card } = await openPage();
    expect(await within(card).findByRole('status')).toHaveTextContent(/^Lin is writing/);
    expect(currentStep(card)).toHaveTextContent('Lin is writing');
    expect(within(card).getByText('Lin')).toBeVisible();
    expect(within(card).getByText('L')).toBeInTheDocument();
    expect(within(card).getByText('In progress')).toBeVisible();
    expect(within(card).getByText('Due: 2 days left')).toBeVisible();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    // Started: editing and deleting are gone, with one line that says why.
    expect(screen.getByText(T.locked)).toBeVisible();
    expect(screen.queryByRole('button', { name: T.edit })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.delete })).not.toBeInTheDocument();
  });

  it('is ready for review once complete: the explanation rendered, and the review as the main step', async () => {
    teaching(
      teacher({ status: 'completed', explanation: 'A function that calls **itself**.', reviewId: 'f1' }),
    );
    const { card } = await openPage();
    expect(await within(card).findByRole('status')).toHaveTextContent(/^Ready for your review/);
    expect(currentStep(card)).toHaveTextContent('Ready for your review');
    expect(within(card).getByRole('heading', { name: T.explanation('Lin') })).toBeVisible();
    expect((await within(card).findByText('itself')).tagName).toBe('STRONG');
    expect(within(card).getByRole('link', { name: T.review('Lin') })).toHaveAttribute('href', '/feedback/f1');
  });

  it('says reviewed once the owner’s rating is in, with the review a secondary link', async () => {
    teaching(teacher({ status: 'completed', explanation: 'Done.', reviewId: 'f1', reviewed: true }));
    const { card } = await openPage();
    expect(await within(card).findByRole('status')).toHaveTextContent(/^Reviewed/);
    expect(currentStep(card)).toHaveTextContent('Reviewed');
    expect(within(card).queryByRole('link', { name: T.review('Lin') })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: T.seeReview })).toHaveAttribute('href', '/feedback/f1');
  });
});

describe('Mark complete on a challenge nobody has taught', () => {
  it('asks first: Cancel keeps it open and sends nothing; Close it anyway completes it', async () => {
    teaching(teacher({ status: 'in_progress' }));
    server.use(
      http.post('/api/challenges/c1/complete', () =>
        HttpResponse.json({ challenge: { ...challenge, status: 'completed' } }),
      ),
    );
    const { user, sent, router } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Mark complete' }));
    const dialog = await screen.findByRole('alertdialog', { name: T.closeTitle });
    expect(dialog).toHaveAccessibleDescription('It will earn no XP.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark complete' })).toBeEnabled();
    expect(sent.to('POST', '/api/challenges/c1/complete')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Mark complete' }));
    await user.click(await screen.findByRole('button', { name: T.closeConfirm }));
    await screen.findByRole('heading', { level: 1, name: /^Hey Ada/ });
    expect(router.location.pathname).toBe('/dashboard');
    expect(sent.to('POST', '/api/challenges/c1/complete')).toHaveLength(1);
  });

  it('does not ask once the teach-back is complete: the rating will still pay', async () => {
    teaching(teacher({ status: 'completed', explanation: 'Done.', reviewId: 'f1' }));
    server.use(
      http.post('/api/challenges/c1/complete', () =>
        HttpResponse.json({ challenge: { ...challenge, status: 'completed' } }),
      ),
    );
    const { user, sent, router } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Mark complete' }));
    await screen.findByRole('heading', { level: 1, name: /^Hey Ada/ });
    expect(router.location.pathname).toBe('/dashboard');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent.to('POST', '/api/challenges/c1/complete')).toHaveLength(1);
  });
});

describe('editing and deleting a challenge not started', () => {
  it('edits in the create form, prefilled, and sends every field', async () => {
    teaching(teacher());
    server.use(
      http.patch('/api/challenges/c1', async ({ request }) => {
        const body = (await request.json()) as { title: string };
        const edited = { ...challenge, title: body.title };
        server.use(http.get('/api/challenges/c1', () => HttpResponse.json({ challenge: edited })));
        return HttpResponse.json({ challenge: edited });
      }),
    );
    const { user, sent } = await openPage();
    await user.click(await screen.findByRole('button', { name: T.edit }));
    const dialog = await screen.findByRole('dialog', { name: T.editTitle });
    const title = await within(dialog).findByLabelText('Title');
    expect(title).toHaveValue('Explain recursion');
    expect(within(dialog).getByLabelText('Topic')).toHaveValue('Computer Science');
    expect(within(dialog).getByLabelText('Level')).toHaveValue('Intermediate');
    expect(within(dialog).getByLabelText('Due (days)')).toHaveValue(4);
    expect(within(dialog).getByLabelText('Prompt/Instructions')).toHaveValue('Use a real-world example.');
    await user.clear(title);
    await user.type(title, 'Explain recursion simply');
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    expect(await findPageTitle('Explain recursion simply')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await sent.bodies('PATCH', '/api/challenges/c1'))[0]).toEqual({
      title: 'Explain recursion simply',
      topic: 'Computer Science',
      level: 'Intermediate',
      dueDays: 4,
      description: 'Use a real-world example.',
    });
  });

  it('refuses a blank title in the form, and says why the server refused an edit', async () => {
    teaching(null);
    server.use(
      http.patch('/api/challenges/c1', () =>
        apiError(409, 'conflict', CHALLENGE_OWNER_MESSAGES.editAfterStart),
      ),
    );
    const { user, sent } = await openPage();
    await user.click(await screen.findByRole('button', { name: T.edit }));
    const dialog = await screen.findByRole('dialog', { name: T.editTitle });
    const title = await within(dialog).findByLabelText('Title');
    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please provide both a title and topic.',
    );
    expect(sent.to('PATCH', '/api/challenges/c1')).toHaveLength(0);
    await user.type(title, 'Again');
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    expect(
      await within(dialog).findByText(`${T.editFailed} ${CHALLENGE_OWNER_MESSAGES.editAfterStart}`),
    ).toBeVisible();
  });

  it('asks before deleting, then goes to the challenges with a notice', async () => {
    teaching(teacher());
    server.use(http.delete('/api/challenges/c1', () => new HttpResponse(null, { status: 204 })));
    const { user, router, sent } = await openPage();
    await user.click(await screen.findByRole('button', { name: T.delete }));
    const dialog = await screen.findByRole('alertdialog', { name: T.deleteTitle('Explain recursion') });
    expect(dialog).toHaveAccessibleDescription(T.deleteLead(true));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent.to('DELETE', '/api/challenges/c1')).toHaveLength(0);
    expect(screen.getByRole('button', { name: T.delete })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: T.delete }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: T.delete }));
    expect(await screen.findByText(T.deleted('Explain recursion'))).toBeVisible();
    expect(router.location.pathname).toBe('/challenges');
    expect(sent.to('DELETE', '/api/challenges/c1')).toHaveLength(1);
  });

  it('says why a deletion was refused, and stays', async () => {
    teaching(teacher());
    server.use(
      http.delete('/api/challenges/c1', () =>
        apiError(409, 'conflict', CHALLENGE_OWNER_MESSAGES.deleteAfterStart),
      ),
    );
    const { user, router } = await openPage();
    await user.click(await screen.findByRole('button', { name: T.delete }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: T.delete }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `${T.deleteFailed} ${CHALLENGE_OWNER_MESSAGES.deleteAfterStart}`,
    );
    expect(router.location.pathname).toBe('/challenges/c1/work');
  });
});
