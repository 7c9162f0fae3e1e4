import { fireEvent, screen } from '@testing-library/react';
import type { JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildChallenge } from '../../../test/learning-fixtures';
import { holdResponses, http, json, recordRequests, server } from '../../../test/msw-server';
import { findFocusedPageTitle, findPageTitle, renderPage } from '../../../test/render-page';

function answerCreate(body: JsonBodyType, status = 201) {
  server.use(http.post('/api/challenges', () => json(body, status)));
}

async function openForm() {
  const sent = recordRequests();
  const view = renderPage('/challenges/create');
  await findPageTitle('Create challenge');
  return {
    ...view,
    sent,
    title: screen.getByLabelText('Title'),
    topic: screen.getByLabelText('Topic'),
    level: screen.getByLabelText('Level'),
    due: screen.getByLabelText('Due (days)'),
    prompt: screen.getByLabelText('Prompt/Instructions'),
    submit: () => screen.getByRole('button', { name: /^(Create|Creating…)$/ }),
  };
}

const created = {
  challenge: buildChallenge({ title: 'Explain recursion' }),
  teachback: { id: 't1', assigneeId: 'u2' },
};

describe('Create challenge form', () => {
  it('starts at Beginner and 3 days, with the shared length limits', async () => {
    const form = await openForm();
    expect(form.level).toHaveValue('Beginner');
    expect(form.due).toHaveValue(3);
    expect(form.due).toHaveAttribute('min', '1');
    expect(form.title).toHaveAttribute('maxLength', '120');
    expect(form.topic).toHaveAttribute('maxLength', '60');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/challenges');
  });

  it('refuses a title or topic that is blank after trimming, and sends nothing', async () => {
    const form = await openForm();
    await form.user.type(form.title, '   ');
    await form.user.type(form.topic, 'Biology');
    await form.user.click(form.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please provide both a title and topic.');
    expect(form.title).toHaveAttribute('aria-invalid', 'true');
    expect(form.title).toHaveFocus();
    expect(form.sent.to('POST', '/api/challenges')).toHaveLength(0);
  });

  it('sends the trimmed values, reads Creating… meanwhile, then goes to /challenges', async () => {
    const answer = holdResponses();
    server.use(http.post('/api/challenges', answer.handler));
    const form = await openForm();
    await form.user.type(form.title, '  Explain recursion ');
    await form.user.type(form.topic, ' Computer Science');
    await form.user.selectOptions(form.level, 'Advanced');
    await form.user.clear(form.due);
    await form.user.type(form.due, '5');
    await form.user.type(form.prompt, 'Use a real-world example.');
    await form.user.click(form.submit());

    expect(await screen.findByRole('button', { name: 'Creating…' })).toBeDisabled();
    expect((await form.sent.bodies('POST', '/api/challenges'))[0]).toEqual({
      title: 'Explain recursion',
      topic: 'Computer Science',
      level: 'Advanced',
      dueDays: 5,
      description: 'Use a real-world example.',
    });
    answer.release(json(created, 201));
    expect(await findFocusedPageTitle('My challenges')).toHaveFocus();
    expect(form.router.location.pathname).toBe('/challenges');
    expect(screen.getByText('Challenge created.')).toBeInTheDocument();
    expect(screen.getByText(/A peer has been asked to teach it back/)).toBeInTheDocument();
    // An open challenge can be worked on at once: the notice does not tell the owner to wait for the peer.
    expect(
      screen.getByText('A peer has been asked to teach it back. You can work on it right away.'),
    ).toBeInTheDocument();
  });

  it('creates one challenge when Create is clicked twice before the first answer (a double-click)', async () => {
    const answer = holdResponses();
    server.use(http.post('/api/challenges', answer.handler));
    const form = await openForm();
    await form.user.type(form.title, 'Explain recursion');
    await form.user.type(form.topic, 'Computer Science');
    // Both clicks land before React re-renders the button as busy.
    fireEvent.click(form.submit());
    fireEvent.click(form.submit());
    expect(await screen.findByRole('button', { name: 'Creating…' })).toBeDisabled();
    answer.release(json(created, 201));
    await findPageTitle('My challenges');
    expect(form.sent.to('POST', '/api/challenges')).toHaveLength(1);
  });

  it('says the challenge can be worked on when no peer could be asked', async () => {
    answerCreate({ ...created, teachback: null });
    const form = await openForm();
    await form.user.type(form.title, 'Explain recursion');
    await form.user.type(form.topic, 'Computer Science');
    await form.user.click(form.submit());
    await findPageTitle('My challenges');
    expect(
      screen.getByText(
        'No one else is here yet to teach it back; invite a friend to join Teachloop. You can work on it right away.',
      ),
    ).toBeInTheDocument();
  });

  it('counts an emptied due field as 1 day', async () => {
    answerCreate(created);
    const form = await openForm();
    await form.user.type(form.title, 'Explain recursion');
    await form.user.type(form.topic, 'Computer Science');
    await form.user.clear(form.due);
    await form.user.click(form.submit());
    await findPageTitle('My challenges');
    expect((await form.sent.bodies('POST', '/api/challenges'))[0]).toMatchObject({ dueDays: 1 });
  });

  it.each([
    [
      {
        status: 401,
        body: { error: { code: 'unauthenticated', message: 'You must be logged in to create a challenge.' } },
      },
      'You must be logged in to create a challenge.',
    ],
    [
      {
        status: 400,
        body: { error: { code: 'invalid_argument', message: 'Due (days) must be between 1 and 365.' } },
      },
      'Due (days) must be between 1 and 365.',
    ],
  ])('shows the server’s message, else a fallback (%#)', async (response, text) => {
    answerCreate(response.body, response.status);
    const form = await openForm();
    await form.user.type(form.title, 'Explain recursion');
    await form.user.type(form.topic, 'Computer Science');
    await form.user.click(form.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(form.router.location.pathname).toBe('/challenges/create');
    expect(form.submit()).toHaveTextContent('Create');
  });

  it('hints with e.g. placeholders, and marks both blank fields invalid, visibly, after a blank submit', async () => {
    const form = await openForm();
    expect(form.title).toHaveAttribute('placeholder', 'e.g. Explain recursion to a beginner');
    expect(form.topic).toHaveAttribute('placeholder', 'e.g. Computer Science');
    expect(form.title).not.toHaveClass('border-danger');
    await form.user.click(form.submit());
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Please provide both a title and topic.');
    for (const field of [form.title, form.topic]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveClass('border-danger');
      expect(field).toHaveAccessibleDescription('Please provide both a title and topic.');
    }
    expect(form.level).not.toHaveAttribute('aria-invalid');
  });

  it('puts Create before Cancel in the tab order, as on screen', async () => {
    const form = await openForm();
    const cancel = screen.getByRole('link', { name: 'Cancel' });
    form.prompt.focus();
    // After the prompt: its 'Add image', then the form's buttons.
    await form.user.tab();
    expect(screen.getByRole('button', { name: 'Add image' })).toHaveFocus();
    await form.user.tab();
    expect(form.submit()).toHaveFocus();
    await form.user.tab();
    expect(cancel).toHaveFocus();
  });
});

describe('Create challenge form from a course page', () => {
  it('prefills the topic from ?topic=', async () => {
    renderPage('/challenges/create?topic=Hash%20Maps');
    await findPageTitle('Create challenge');
    expect(screen.getByLabelText('Topic')).toHaveValue('Hash Maps');
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });
});
