import { screen } from '@testing-library/react';
import { Route, Routes, useLocation, useNavigationType, type InitialEntry } from 'react-router';
import { LoginPage } from '../app/routes/login-page';
import { ResetPasswordPage } from '../app/routes/reset-password-page';
import { SignInLinkPage } from '../app/routes/sign-in-link-page';
import { VerifyEmailPage } from '../app/routes/verify-email-page';
import { SignupPage } from '../app/routes/signup-page';
import { renderWithProviders } from './render-page';

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

/**
 * Renders the account pages inside the real Providers; the session and every request go to the MSW handlers
 * (./msw-server). Every other path lands on a probe that says where the app went.
 */
export function renderAuthRoute(entry: InitialEntry) {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/verify-email" element={<VerifyEmailPage />} />
      <Route path="/sign-in-link" element={<SignInLinkPage />} />
      <Route path="*" element={<Destination />} />
    </Routes>,
    { entry },
  );
}

/**
 * Waits for the page's h1 (the session check shows 'Loading…' first), then for the forms' validation code,
 * which the page loads just after it appears (lib/lazy-resolver.ts): no person types within those milliseconds,
 * and a test that did would see its first check land a moment later.
 */
export async function findPageHeading(name: string) {
  const heading = await screen.findByRole('heading', { level: 1, name });
  await import('../features/auth/schemas/form-resolvers');
  return heading;
}

export function findDestination(path: string, how: 'REPLACE' | 'PUSH' = 'REPLACE') {
  return screen.findByRole('heading', { level: 1, name: `Landed on ${path} by ${how}` });
}
