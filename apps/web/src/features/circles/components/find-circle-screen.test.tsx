import { CIRCLE_MESSAGES } from '@teachloop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCircle, buildCircleDetail, buildCircleList } from '../../../test/circle-fixtures';
import { apiError, http, HttpResponse, json, recordRequests, server } from '../../../test/msw-server';
import { findPageTitle, renderPage } from '../../../test/render-page';

const graphs = buildCircle({ id: 'k1', name: 'Graph Theory Study Group', privacy: 'open' });
const readers = buildCircle({
  id: 'k2',
  name: 'Quiet Readers',
  focus: 'Classic novels, one chapter a week',
  level: 'Beginner',
  privacy: 'private',
  capacity: 4,
  members: 2,
  rating: null,
  ratingCount: 0,
});
const full = buildCircle({ id: 'k3', name: 'Full House', capacity: 2, members: 2 });

function serveCircles(...circles: ReturnType<typeof buildCircle>[]) {
  server.use(http.get('/api/circles', () => HttpResponse.json(buildCircleList(circles))));
}

function card(name: string) {
  return screen.getByRole('heading', { level: 3, name }).closest('li')!;
}

describe('Find a Circle', () => {
  it('shows each circle’s name, focus, rating, level, members, privacy and openings, with the count', async () => {
    serveCircles(graphs, readers, full);
    renderPage('/circles');
    expect(await findPageTitle('Find a Circle')).toBeInTheDocument();
    expect(await screen.findByText('3 circles')).toBeInTheDocument();

    const first = within(card('Graph Theory Study Group'));
    expect(first.getByRole('link', { name: 'Graph Theory Study Group' })).toHaveAttribute(
      'href',
      '/circles/k1',
    );
    expect(first.getByText('Shortest paths and spanning trees')).toBeInTheDocument();
    expect(first.getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(first.getByText('4.5')).toBeInTheDocument();
    expect(first.getByText('Intermediate')).toBeInTheDocument();
    expect(first.getByText('3 / 8')).toBeInTheDocument();
    expect(first.getByText('Open')).toBeInTheDocument();
    expect(first.getByText('5')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Join' })).toBeEnabled();

    const second = within(card('Quiet Readers'));
    expect(second.getByText(CIRCLE_MESSAGES.noRating)).toBeInTheDocument();
    expect(second.getByText('Private')).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Request to join' })).toBeEnabled();

    const third = within(card('Full House'));
    expect(third.getByText('Full')).toBeInTheDocument();
    expect(third.getByRole('button', { name: 'Join' })).toBeDisabled();
  });

  it('searches by name or focus and filters by level on the server, and says when nothing matches', async () => {
    serveCircles(graphs);
    const sent = recordRequests();
    const { user, router } = renderPage('/circles');
    await screen.findByText('1 circle');
    server.use(http.get('/api/circles', () => HttpResponse.json(buildCircleList([]))));

    await user.type(screen.getByRole('searchbox', { name: 'Search circles' }), 'graphs');
    await waitFor(() => expect(router.location.search).toBe('?q=graphs'));
    await user.click(screen.getByRole('radio', { name: 'Advanced' }));
    expect(screen.getByRole('radio', { name: 'Advanced' })).toBeChecked();
    expect(await screen.findByText(CIRCLE_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.getByText('0 circles')).toBeInTheDocument();
    await waitFor(() =>
      expect(sent.to('GET', '/api/circles').map((request) => request.search)).toEqual([
        '',
        '?q=graphs',
        '?q=graphs&level=Advanced',
      ]),
    );
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(router.location.search).toBe('?q=graphs'));
  });

  it('reads the search and level from the address', async () => {
    const sent = recordRequests();
    renderPage('/circles?q=algebra&level=Beginner');
    expect(await screen.findByText(CIRCLE_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search circles' })).toHaveValue('algebra');
    expect(screen.getByRole('radio', { name: 'Beginner' })).toBeChecked();
    expect(sent.to('GET', '/api/circles')[0]?.search).toBe('?q=algebra&level=Beginner');
  });

  it('asks to join a Private circle and says so in a status message; the card then shows it was sent', async () => {
    serveCircles(readers);
    const sent = recordRequests();
    server.use(
      http.post('/api/circles/k2/requests', () => {
        serveCircles({ ...readers, membership: 'pending' });
        return json({ circle: { ...readers, membership: 'pending' } }, 201);
      }),
    );
    const { user } = renderPage('/circles');
    await user.click(await screen.findByRole('button', { name: 'Request to join' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Request to join “Quiet Readers” sent!');
    expect(await screen.findByRole('button', { name: 'Request sent' })).toBeDisabled();
    expect(sent.to('POST', '/api/circles/k2/requests')).toHaveLength(1);
  });

  it('joins an Open circle at once, and explains a refusal (full)', async () => {
    const lastSeat = buildCircle({ id: 'k4', name: 'Last Seat' });
    serveCircles(graphs, lastSeat);
    server.use(
      http.post('/api/circles/k1/join', () => {
        serveCircles({ ...graphs, membership: 'member', members: 4, openings: 4 }, lastSeat);
        return json({ circle: { ...graphs, membership: 'member' } });
      }),
      http.post('/api/circles/k4/join', () => apiError(409, 'conflict', CIRCLE_MESSAGES.full)),
    );
    const { user } = renderPage('/circles');
    await user.click(
      await within(await findCard('Graph Theory Study Group')).findByRole('button', { name: 'Join' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('You joined “Graph Theory Study Group”.');
    expect(await within(card('Graph Theory Study Group')).findByText('Member')).toBeInTheDocument();

    await user.click(within(card('Last Seat')).getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CIRCLE_MESSAGES.full);
  });

  it('loads more circles page by page', async () => {
    server.use(
      http.get('/api/circles', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        return HttpResponse.json(
          cursor === 'next'
            ? buildCircleList([readers], { count: 2 })
            : buildCircleList([graphs], { count: 2, nextCursor: 'next' }),
        );
      }),
    );
    const { user } = renderPage('/circles');
    expect(await screen.findByText('2 circles')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Quiet Readers' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when the list could not be loaded, and retries', async () => {
    server.use(http.get('/api/circles', () => apiError(500, 'internal')));
    const { user } = renderPage('/circles');
    expect(await screen.findByRole('alert')).toHaveTextContent(CIRCLE_MESSAGES.loadFailed);
    serveCircles(graphs);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 circle')).toBeInTheDocument();
  });
});

describe('Create a circle', () => {
  it('opens a real form in a dialog, shows each field’s error and sends nothing while invalid', async () => {
    const sent = recordRequests();
    const { user } = renderPage('/circles');
    await user.click(await screen.findByRole('button', { name: 'Create a circle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a circle' });
    // The form's code loads as the dialog opens (create-circle-form.tsx).
    await user.clear(await within(dialog).findByLabelText('Capacity'));
    await user.type(within(dialog).getByLabelText('Capacity'), '51');
    await user.click(within(dialog).getByRole('button', { name: 'Create circle' }));
    expect(await within(dialog).findByText(CIRCLE_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(CIRCLE_MESSAGES.focusRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(CIRCLE_MESSAGES.capacityInvalid)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(sent.to('POST', '/api/circles')).toEqual([]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create a circle' })).toHaveFocus());
  });

  it('creates the circle and opens its page', async () => {
    const created = buildCircle({ id: 'new1', name: 'Night Owls', privacy: 'private', membership: 'owner' });
    const sent = recordRequests();
    server.use(
      http.post('/api/circles', () => json({ circle: created }, 201)),
      http.get('/api/circles/new1', () => HttpResponse.json(buildCircleDetail({ circle: created }))),
    );
    const { user, router } = renderPage('/circles');
    await user.click(await screen.findByRole('button', { name: 'Create a circle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a circle' });
    await user.type(await within(dialog).findByLabelText('Name'), '  Night Owls ');
    await user.type(within(dialog).getByLabelText('Focus'), 'Late-night calculus');
    await user.selectOptions(within(dialog).getByLabelText('Level'), 'Advanced');
    await user.click(within(dialog).getByRole('radio', { name: /Private/ }));
    await user.clear(within(dialog).getByLabelText('Capacity'));
    await user.type(within(dialog).getByLabelText('Capacity'), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Create circle' }));

    expect(await findPageTitle('Night Owls')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/circles/new1');
    expect(await sent.bodies('POST', '/api/circles')).toEqual([
      {
        name: 'Night Owls',
        focus: 'Late-night calculus',
        level: 'Advanced',
        privacy: 'private',
        capacity: 6,
      },
    ]);
  });

  it('shows the server’s reason when creating fails', async () => {
    server.use(
      http.post('/api/circles', () => apiError(400, 'invalid_argument', CIRCLE_MESSAGES.nameTooLong)),
    );
    const { user } = renderPage('/circles');
    await user.click(await screen.findByRole('button', { name: 'Create a circle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a circle' });
    await user.type(within(dialog).getByLabelText('Name'), 'Owls');
    await user.type(within(dialog).getByLabelText('Focus'), 'Calculus');
    await user.click(within(dialog).getByRole('button', { name: 'Create circle' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CIRCLE_MESSAGES.nameTooLong);
  });
});

describe('the login guard', () => {
  it('sends an anonymous visitor to /login, carrying where they were', async () => {
    const { router } = renderPage('/circles?q=graphs', { user: null });
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(router.location.state).toMatchObject({
      from: { pathname: '/circles', search: '?q=graphs' },
    });
  });
});

async function findCard(name: string) {
  await screen.findByRole('heading', { level: 3, name });
  return card(name);
}
