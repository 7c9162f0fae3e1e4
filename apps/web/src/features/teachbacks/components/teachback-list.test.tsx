import { screen, waitFor, within } from '@testing-library/react';
import type { Teachback } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildTeachback, dueIn } from '../../../test/learning-fixtures';
import { http, HttpResponse, recordRequests, server } from '../../../test/msw-server';
import { findPageTitle, renderPage } from '../../../test/render-page';

function serveTeachbacks(list: Teachback[]) {
  server.use(http.get('/api/teachbacks', () => HttpResponse.json({ teachbacks: list })));
}

const teachbacks = [
  buildTeachback({ id: 't2', title: 'Graphs', status: 'in_progress', dueTs: dueIn(4) }),
  buildTeachback({ id: 't1', title: 'Sorting', status: 'pending', dueTs: dueIn(1) }),
  buildTeachback({ id: 't3', title: 'Heaps', status: 'completed', dueTs: dueIn(0) }),
];

describe('Teach-backs list', () => {
  it('lists open ones by due date with Start or Continue, and completed ones as done', async () => {
    serveTeachbacks(teachbacks);
    renderPage('/teachbacks');
    await findPageTitle('Teach-backs');
    const todo = await screen.findByRole('region', { name: 'To do' });
    const items = within(todo).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Sorting', 'Graphs']);
    expect(within(items[0]!).getByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/teachbacks/t2/work',
    );
    const done = screen.getByRole('region', { name: 'Done' });
    expect(within(done).getByText('Heaps')).toBeInTheDocument();
    expect(within(done).getByText('Completed')).toBeInTheDocument();
  });

  it('starts a pending one, then opens its work page', async () => {
    const started = { ...teachbacks[1]!, status: 'in_progress' as const };
    serveTeachbacks(teachbacks);
    server.use(
      http.post('/api/teachbacks/t1/start', () => HttpResponse.json({ teachback: started })),
      http.get('/api/teachbacks/t1', () => HttpResponse.json({ teachback: started })),
    );
    const sent = recordRequests();
    const { router, user } = renderPage('/teachbacks');
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await findPageTitle('Teach-back')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/teachbacks/t1/work');
    expect(sent.to('POST', '/api/teachbacks/t1/start')).toHaveLength(1);
  });

  it('lets a pending one be read on its work page, or declined from the list, which then lets it go', async () => {
    let list = teachbacks;
    server.use(
      http.get('/api/teachbacks', () => HttpResponse.json({ teachbacks: list })),
      http.post('/api/teachbacks/t1/decline', () => {
        list = teachbacks.filter((item) => item.id !== 't1');
        return HttpResponse.json({ outcome: 'passed_on' });
      }),
    );
    const sent = recordRequests();
    const { router, user } = renderPage('/teachbacks');
    const todo = await screen.findByRole('region', { name: 'To do' });
    const pending = within(todo).getAllByRole('listitem')[0]!;
    expect(within(pending).getByRole('link', { name: 'Sorting' })).toHaveAttribute(
      'href',
      '/teachbacks/t1/work',
    );
    // The in-progress one can no longer be declined.
    expect(
      within(within(todo).getAllByRole('listitem')[1]!).queryByRole('button', { name: 'Decline' }),
    ).toBeNull();
    await user.click(within(pending).getByRole('button', { name: 'Decline' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline this teach-back?' }));
    await user.click(dialog.getByRole('button', { name: 'Decline teach-back' }));
    expect(await screen.findByText('Teach-back declined. It goes to another peer.')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/teachbacks');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Sorting' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Graphs' })).toBeInTheDocument();
    expect(sent.to('POST', '/api/teachbacks/t1/decline')).toHaveLength(1);
    expect(sent.to('POST', '/api/teachbacks/t1/start')).toHaveLength(0);
  });

  it('has an empty state', async () => {
    serveTeachbacks([]);
    renderPage('/teachbacks');
    expect(await screen.findByText(/^No teach-backs yet\./)).toBeInTheDocument();
  });
});
