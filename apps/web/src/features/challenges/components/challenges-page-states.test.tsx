import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, http, HttpResponse, recordRequests, server } from '../../../test/msw-server';
import { findPageTitle, renderPage } from '../../../test/render-page';

describe('Challenges page states', () => {
  it('shows the empty text with a way to create one', async () => {
    server.use(http.get('/api/challenges', () => HttpResponse.json({ challenges: [] })));
    renderPage('/challenges');
    expect(await screen.findByText('You have no challenges. Create one to get started.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Search challenges')).not.toBeInTheDocument();
  });

  it('shows the spec text when the list fails to load', async () => {
    server.use(http.get('/api/challenges', () => apiError(500, 'internal')));
    renderPage('/challenges');
    expect(await screen.findByRole('alert')).toHaveTextContent('Couldn’t load your challenges.');
  });

  it('asks an anonymous visitor to log in, and login knows where to return', async () => {
    const sent = recordRequests();
    const { router, user } = renderPage('/challenges', { user: null });
    await findPageTitle('Your challenges');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await user.click(main.getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(router.location.state).toMatchObject({ from: { pathname: '/challenges' } });
    expect(sent.to('GET', '/api/challenges')).toHaveLength(0);
  });
});
