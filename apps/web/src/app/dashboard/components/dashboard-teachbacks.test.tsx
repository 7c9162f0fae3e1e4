import { screen, waitFor, within } from '@testing-library/react';
import { DAY_MS, type Teachback } from '@teachloop/shared';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildTeachback } from '../../../test/learning-fixtures';
import { apiError, http, HttpResponse, recordRequests, server } from '../../../test/msw-server';
import { findPageTitle, renderPage } from '../../../test/render-page';

function serveTeachbacks(teachbacks: Teachback[]) {
  server.use(http.get('/api/teachbacks', () => HttpResponse.json({ teachbacks })));
}

/** The dashboard once the session check is done and its panels are there. */
async function openDashboard() {
  const view = renderPage('/dashboard');
  await findPageTitle(/^Hey Ada/);
  return view;
}

function duePanel() {
  return screen.getByRole('region', { name: 'Teach-backs due' });
}

describe('Dashboard teach-backs due', () => {
  it('shows at most five, with Start for pending ones and Continue for those in progress', async () => {
    serveTeachbacks(
      Array.from({ length: 6 }, (_, i) =>
        buildTeachback({ id: `t${i}`, title: `Title ${i}`, status: i === 1 ? 'in_progress' : 'pending' }),
      ),
    );
    const sent = recordRequests();
    await openDashboard();
    expect(await within(duePanel()).findByText('Title 0')).toBeInTheDocument();
    expect(within(duePanel()).getAllByRole('listitem')).toHaveLength(5);
    expect(within(duePanel()).queryByText('Title 5')).not.toBeInTheDocument();
    expect(within(duePanel()).getAllByRole('button', { name: 'Start' })).toHaveLength(4);
    expect(within(duePanel()).getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/teachbacks/t1/work',
    );
    expect(within(duePanel()).getByRole('link', { name: /view all/i })).toHaveAttribute(
      'href',
      '/teachbacks',
    );
    expect(sent.to('GET', '/api/teachbacks')[0]?.search).toBe('?active=true&limit=5');
  });

  it('opens a pending one to read by its title, or declines it there and says where it went', async () => {
    const pending = buildTeachback({ id: 't1', title: 'Graphs' });
    serveTeachbacks([pending]);
    server.use(
      http.post('/api/teachbacks/t1/decline', () => {
        serveTeachbacks([]);
        return HttpResponse.json({ outcome: 'passed_on' });
      }),
    );
    const sent = recordRequests();
    const { router, user } = await openDashboard();
    expect(await within(duePanel()).findByRole('link', { name: 'Graphs' })).toHaveAttribute(
      'href',
      '/teachbacks/t1/work',
    );
    const decline = within(duePanel()).getByRole('button', { name: 'Decline' });
    await waitFor(() => expect(decline).toBeEnabled());
    await user.click(decline);
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline this teach-back?' }));
    await user.click(dialog.getByRole('button', { name: 'Decline teach-back' }));
    await waitFor(() => expect(router.location.pathname).toBe('/teachbacks'));
    expect(await screen.findByText('Teach-back declined. It goes to another peer.')).toBeInTheDocument();
    expect(sent.to('POST', '/api/teachbacks/t1/decline')).toHaveLength(1);
    expect(sent.to('POST', '/api/teachbacks/t1/start')).toHaveLength(0);
  });

  it('starts a teach-back and opens its work page, as /teachbacks does', async () => {
    const pending = buildTeachback({ id: 't1', title: 'Graphs' });
    const started = { ...pending, status: 'in_progress' as const };
    serveTeachbacks([pending]);
    server.use(
      http.post('/api/teachbacks/t1/start', () => {
        serveTeachbacks([started]);
        server.use(http.get('/api/teachbacks/t1', () => HttpResponse.json({ teachback: started })));
        return HttpResponse.json({ teachback: started });
      }),
    );
    const sent = recordRequests();
    const { router, user } = await openDashboard();
    await user.click(await within(duePanel()).findByRole('button', { name: 'Start' }));

    await waitFor(() => expect(router.location.pathname).toBe('/teachbacks/t1/work'));
    expect(await screen.findByLabelText('Your explanation')).toBeInTheDocument();
    expect(sent.to('POST', '/api/teachbacks/t1/start')).toHaveLength(1);
  });

  it('says so when starting fails', async () => {
    serveTeachbacks([buildTeachback({ id: 't1' })]);
    server.use(http.post('/api/teachbacks/t1/start', () => apiError(500, 'internal')));
    const { user } = await openDashboard();
    await user.click(await within(duePanel()).findByRole('button', { name: 'Start' }));
    expect(await within(duePanel()).findByRole('alert')).toHaveTextContent('Couldn’t start the teach-back.');
  });

  it('counts a teach-back that arrives live from its arrival, not from a clock up to a minute old', async () => {
    const opened = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(opened);
    onTestFinished(() => clock.mockRestore());
    const { client } = await openDashboard();
    expect(await within(duePanel()).findByText('Nothing due right now. Nice!')).toBeInTheDocument();

    const arrived = opened + 45_000;
    clock.mockReturnValue(arrived);
    serveTeachbacks([buildTeachback({ title: 'Heaps', dueTs: arrived + DAY_MS })]);
    await client.invalidateQueries({ queryKey: ['teachbacks'] });
    expect(await within(duePanel()).findByText('Requested by Grace · 1 day left')).toBeInTheDocument();
  });
});
