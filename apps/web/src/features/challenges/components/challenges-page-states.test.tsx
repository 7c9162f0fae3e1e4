import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type FakeApi } from '../../../test/fake-api';
import { findPageTitle, renderApp } from '../../../test/render-app';

let api: FakeApi;

beforeEach(() => {
  api = stubApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Challenges page states', () => {
  it('shows the empty text with a way to create one', async () => {
    api.on('GET', '/api/challenges', { body: { challenges: [] } });
    renderApp('/challenges');
    expect(await screen.findByText('You have no challenges. Create one to get started.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Search challenges')).not.toBeInTheDocument();
  });

  it('shows the spec text when the list fails to load', async () => {
    api.fail('GET', '/api/challenges', 500, 'internal');
    renderApp('/challenges');
    expect(await screen.findByRole('alert')).toHaveTextContent('Couldn’t load your challenges.');
  });

  it('asks an anonymous visitor to log in, and login knows where to return', async () => {
    const { router, user } = renderApp('/challenges', { user: null });
    await findPageTitle('Your challenges');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await user.click(main.getByRole('link', { name: 'Log in' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/challenges' } });
    expect(api.fetchMock).not.toHaveBeenCalledWith('/api/challenges', expect.anything());
  });
});
