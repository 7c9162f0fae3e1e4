import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType, type InitialEntry } from 'react-router';
import { LoginPage } from '../app/routes/login-page';
import { ResetPasswordPage } from '../app/routes/reset-password-page';
import { SignupPage } from '../app/routes/signup-page';
import { SessionProvider } from '../lib/session';

/** Stands in for every other page: says where the app landed and how it got there. */
function Destination() {
  const location = useLocation();
  const navigationType = useNavigationType();
  return (
    <h1>
      Landed on {location.pathname}
      {location.search}
      {location.hash} by {navigationType}
    </h1>
  );
}

/** Renders the account pages with the real session provider over a stubbed fetch (see stubAuthServer). */
export function renderAuthRoute(entry: InitialEntry) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/signup" element={<SignupPage />} />
            <Route path="/reset-password" element={<ResetPasswordPage />} />
            <Route path="*" element={<Destination />} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { user, client, unmount: view.unmount };
}

/** Waits for the page's h1 (the session check shows 'Loading…' first). */
export function findPageHeading(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}

export function findDestination(path: string, how: 'REPLACE' | 'PUSH' = 'REPLACE') {
  return screen.findByRole('heading', { level: 1, name: `Landed on ${path} by ${how}` });
}
