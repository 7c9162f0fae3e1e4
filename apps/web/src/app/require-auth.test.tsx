import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useNavigationType, type Location } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ada, apiError, holdResponses, http, json, server, signedInAs } from '../test/msw-server';
import { renderWithProviders } from '../test/render-page';
import { RequireAuth } from './require-auth';

/** What the login page will read: where the user came from, and how the app got here. */
function LoginProbe() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const from = (location.state as { from?: Location } | null)?.from;
  return (
    <>
      <h1>Log in</h1>
      <p>from: {from ? `${from.pathname}${from.search}${from.hash}` : 'nowhere'}</p>
      <p>navigation: {navigationType}</p>
    </>
  );
}

/** The guard around a dashboard stand-in, with the real session provider reading /api/session. */
function renderGuardedDashboard() {
  renderWithProviders(
    <Routes>
      <Route element={<RequireAuth />}>
        <Route path="/dashboard" element={<h1>Dashboard</h1>} />
      </Route>
      <Route path="/login" element={<LoginProbe />} />
    </Routes>,
    { entry: '/dashboard?tab=due#panel' },
  );
}

describe('RequireAuth', () => {
  it("shows 'Loading…' while the session is unknown, and neither the page nor the login", async () => {
    const session = holdResponses();
    server.use(http.get('/api/session', session.handler));
    renderGuardedDashboard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    // Still loading once the server has the request: nothing is shown until it answers.
    await session.received;
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    session.release(json({ user: null }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login, replacing history and carrying the full original location', async () => {
    signedInAs(null);
    renderGuardedDashboard();
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByText('from: /dashboard?tab=due#panel')).toBeInTheDocument();
    expect(screen.getByText('navigation: REPLACE')).toBeInTheDocument();
  });

  it('shows the page to a signed-in user', async () => {
    signedInAs(ada);
    renderGuardedDashboard();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('shows an error with ‘Try again’, not the login page, when the session check fails, and recovers', async () => {
    server.use(http.get('/api/session', () => apiError(500, 'internal')));
    renderGuardedDashboard();
    expect(await screen.findByRole('heading', { name: 'We couldn’t reach Teachloop' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Log in' })).not.toBeInTheDocument();
    signedInAs(ada);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows ‘Trying again…’ while the retry runs, keeping the button focused, then the page', async () => {
    server.use(http.get('/api/session', () => apiError(500, 'internal')));
    renderGuardedDashboard();
    const button = await screen.findByRole('button', { name: 'Try again' });
    const session = holdResponses();
    server.use(http.get('/api/session', session.handler));
    await userEvent.click(button);
    await session.received;
    expect(await screen.findByRole('button', { name: 'Trying again…' })).toBe(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    // A second press while busy asks nothing more: the held answer is the only one.
    await userEvent.click(button);
    session.release(json({ user: ada }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('treats a lost connection as an error, not a sign-out', async () => {
    server.use(http.get('/api/session', () => Response.error()));
    renderGuardedDashboard();
    expect(await screen.findByRole('heading', { name: 'We couldn’t reach Teachloop' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('sends the visitor to /login when the server answers 401', async () => {
    server.use(http.get('/api/session', () => apiError(401, 'unauthenticated')));
    renderGuardedDashboard();
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });
});
