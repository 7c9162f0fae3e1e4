import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTeachback } from '../../../test/learning-fixtures';
import { apiError, http, HttpResponse, recordRequests, server } from '../../../test/msw-server';
import { findPageTitle, renderPage } from '../../../test/render-page';

async function openWork(status: 'pending' | 'in_progress' = 'pending') {
  server.use(
    http.get('/api/teachbacks/t1', () =>
      HttpResponse.json({ teachback: buildTeachback({ id: 't1', status, prompt: 'Explain heaps' }) }),
    ),
  );
  const view = renderPage('/teachbacks/t1/work');
  await findPageTitle('Teach-back');
  await screen.findByText('Explain heaps');
  return view;
}

describe('Declining a teach-back', () => {
  it('is offered only before the work has started', async () => {
    await openWork('in_progress');
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('is offered after the prompt with Start, the challenge’s topic and level, until started', async () => {
    const sent = recordRequests();
    const started = buildTeachback({ id: 't1', status: 'in_progress', prompt: 'Explain heaps' });
    server.use(http.post('/api/teachbacks/t1/start', () => HttpResponse.json({ teachback: started })));
    const { user } = await openWork();
    const offer = within(await screen.findByRole('region', { name: 'Will you teach this back?' }));
    expect(offer.getByText(/^Grace asked you to explain this challenge back to them\./)).toBeVisible();
    expect(await offer.findByText('Algorithms')).toBeVisible();
    expect(offer.getByText('Beginner')).toBeVisible();
    expect(offer.getByRole('button', { name: 'Decline' })).toBeVisible();
    server.use(http.get('/api/teachbacks/t1', () => HttpResponse.json({ teachback: started })));
    await user.click(offer.getByRole('button', { name: 'Start' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Will you teach this back?' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Your explanation')).toHaveFocus());
    expect(sent.to('POST', '/api/teachbacks/t1/start')).toHaveLength(1);
  });

  it('needs no reason, and the list then says it went to another peer', async () => {
    const sent = recordRequests();
    server.use(http.post('/api/teachbacks/t1/decline', () => HttpResponse.json({ outcome: 'passed_on' })));
    const { router, user } = await openWork();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByLabelText('Reason (optional)')).toHaveAttribute('maxLength', '500');
    await user.click(dialog.getByRole('button', { name: 'Decline teach-back' }));
    await waitFor(() => expect(router.location.pathname).toBe('/teachbacks'));
    expect(await screen.findByText('Teach-back declined. It goes to another peer.')).toBeInTheDocument();
    expect(await sent.bodies('POST', '/api/teachbacks/t1/decline')).toEqual([{}]);
  });

  it('sends the reason, and says when the challenge is now open to anyone', async () => {
    const sent = recordRequests();
    server.use(
      http.post('/api/teachbacks/t1/decline', () => HttpResponse.json({ outcome: 'open_to_teach' })),
    );
    const { user } = await openWork();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Reason (optional)'), '  Not my topic  ');
    await user.click(dialog.getByRole('button', { name: 'Decline teach-back' }));
    expect(
      await screen.findByText('Teach-back declined. The challenge is now open for anyone to teach.'),
    ).toBeInTheDocument();
    expect(await sent.bodies('POST', '/api/teachbacks/t1/decline')).toEqual([{ reason: 'Not my topic' }]);
  });

  it('shows the server’s message when it was started meanwhile, and stays', async () => {
    server.use(
      http.post('/api/teachbacks/t1/decline', () =>
        apiError(409, 'conflict', 'You can only decline a teach-back you have not started.'),
      ),
    );
    const { router, user } = await openWork();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Decline teach-back' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'You can only decline a teach-back you have not started.',
    );
    expect(router.location.pathname).toBe('/teachbacks/t1/work');
  });

  it('Cancel closes the dialog without declining', async () => {
    const sent = recordRequests();
    const { user } = await openWork();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.to('POST', '/api/teachbacks/t1/decline')).toHaveLength(0);
  });
});
