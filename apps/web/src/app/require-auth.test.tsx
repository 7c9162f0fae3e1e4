import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType, type Location } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionContext, type Session } from '../lib/session';
import { RequireAuth } from './require-auth';

const ada = { id: 'u1', email: 'ada@example.com', displayName: 'Ada Lovelace', photoURL: null };

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

function renderGuardedDashboard(session: Session) {
  render(
    <SessionContext value={{ ...session, signOut: async () => {} }}>
      <MemoryRouter initialEntries={['/dashboard?tab=due#panel']}>
        <Routes>
          <Route element={<RequireAuth />}>
            <Route path="/dashboard" element={<h1>Dashboard</h1>} />
          </Route>
          <Route path="/login" element={<LoginProbe />} />
        </Routes>
      </MemoryRouter>
    </SessionContext>,
  );
}

describe('RequireAuth', () => {
  it("shows 'Loading…' while the session is unknown, and neither the page nor the login", () => {
    renderGuardedDashboard({ status: 'loading', user: null });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login, replacing history and carrying the full original location', () => {
    renderGuardedDashboard({ status: 'signed-out', user: null });
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByText('from: /dashboard?tab=due#panel')).toBeInTheDocument();
    expect(screen.getByText('navigation: REPLACE')).toBeInTheDocument();
  });

  it('shows the page to a signed-in user', () => {
    renderGuardedDashboard({ status: 'signed-in', user: ada });
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });
});
