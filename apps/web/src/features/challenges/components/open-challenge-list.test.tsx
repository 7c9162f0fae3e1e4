import type { OpenChallenge } from '@teachloop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTeachback } from '../../../test/learning-fixtures';
import { apiError, http, HttpResponse, recordRequests, server } from '../../../test/msw-server';
import { renderPage } from '../../../test/render-page';

function open(overrides: Partial<OpenChallenge> = {}): OpenChallenge {
  return {
    id: 'c1',
    title: 'Explain recursion',
    topic: 'Algorithms',
    level: 'Beginner',
    points: 30,
    createdAt: Date.UTC(2026, 2, 12, 12),
    author: 'Grace',
    own: false,
    ...overrides,
  };
}

const rowOf = (title: string) => screen.getByText(title).closest('li') as HTMLElement;

describe('Open to teach', () => {
  it('lists open challenges with their facts; your own has no Accept', async () => {
    server.use(
      http.get('/api/challenges/open', () =>
        HttpResponse.json({
          challenges: [open(), open({ id: 'c2', title: 'Teach closures', own: true })],
          nextCursor: null,
        }),
      ),
    );
    renderPage('/challenges?view=open');
    await screen.findByText('Explain recursion');
    expect(screen.getByRole('tab', { name: 'Open to teach' })).toHaveAttribute('aria-selected', 'true');
    const row = within(rowOf('Explain recursion'));
    expect(
      row.getByText(/Algorithms · Beginner · 30 points · by Grace · created Mar 12, 2026/),
    ).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Accept challenge' })).toBeInTheDocument();
    const own = within(rowOf('Teach closures'));
    expect(own.getByText('Your challenge')).toBeInTheDocument();
    expect(own.queryByRole('button', { name: 'Accept challenge' })).not.toBeInTheDocument();
  });

  it('switches views through the address', async () => {
    const { router, user } = renderPage('/challenges');
    await user.click(await screen.findByRole('tab', { name: 'Open to teach' }));
    await waitFor(() => expect(router.location.search).toBe('?view=open'));
    expect(await screen.findByText('No challenges are waiting for a teacher right now.')).toBeInTheDocument();
  });

  it('keeps the topic and level in the address and asks the server with them', async () => {
    const sent = recordRequests();
    const { router, user } = renderPage('/challenges?view=open');
    await screen.findByText('No challenges are waiting for a teacher right now.');
    await user.selectOptions(screen.getByLabelText('Level'), 'Advanced');
    await user.type(screen.getByLabelText('Search by topic'), 'Graphs');
    await waitFor(() => expect(new URLSearchParams(router.location.search).get('q')).toBe('Graphs'));
    expect(new URLSearchParams(router.location.search).get('level')).toBe('Advanced');
    await waitFor(() =>
      expect(sent.to('GET', '/api/challenges/open').map((request) => request.search)).toContain(
        '?topic=Graphs&level=Advanced',
      ),
    );
  });

  it('appends the next page on Load more', async () => {
    server.use(
      http.get('/api/challenges/open', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        return HttpResponse.json(
          cursor === 'next'
            ? { challenges: [open({ id: 'c3', title: 'Older one' })], nextCursor: null }
            : { challenges: [open()], nextCursor: 'next' },
        );
      }),
    );
    const { user } = renderPage('/challenges?view=open');
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Older one')).toBeInTheDocument();
    expect(screen.getByText('Explain recursion')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('accepting opens the new teach-back’s work page', async () => {
    server.use(
      http.get('/api/challenges/open', () => HttpResponse.json({ challenges: [open()], nextCursor: null })),
      http.post('/api/challenges/c1/accept', () =>
        HttpResponse.json({ teachback: buildTeachback({ id: 't7' }) }, { status: 201 }),
      ),
    );
    const { router, user } = renderPage('/challenges?view=open');
    await user.click(await screen.findByRole('button', { name: 'Accept challenge' }));
    await waitFor(() => expect(router.location.pathname).toBe('/teachbacks/t7/work'));
  });

  it('shows the server’s reason in the row when someone else was first, and refreshes the list', async () => {
    const sent = recordRequests();
    server.use(
      http.get('/api/challenges/open', () => HttpResponse.json({ challenges: [open()], nextCursor: null })),
      http.post('/api/challenges/c1/accept', () =>
        apiError(409, 'conflict', 'Someone else accepted this challenge first.'),
      ),
    );
    const { router, user } = renderPage('/challenges?view=open');
    await user.click(await screen.findByRole('button', { name: 'Accept challenge' }));
    expect(await within(rowOf('Explain recursion')).findByRole('alert')).toHaveTextContent(
      'Someone else accepted this challenge first.',
    );
    expect(router.location.pathname).toBe('/challenges');
    await waitFor(() => expect(sent.to('GET', '/api/challenges/open').length).toBeGreaterThan(1));
  });

  it('lets a visitor browse and log in to accept, returning here', async () => {
    server.use(
      http.get('/api/challenges/open', () => HttpResponse.json({ challenges: [open()], nextCursor: null })),
    );
    const { router, user } = renderPage('/challenges?view=open', { user: null });
    await user.click(await screen.findByRole('link', { name: 'Log in to accept' }));
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(router.location.state).toMatchObject({ from: { pathname: '/challenges', search: '?view=open' } });
  });
});
