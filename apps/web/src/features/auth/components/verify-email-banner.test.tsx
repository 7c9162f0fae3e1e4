import { screen } from '@testing-library/react';
import { EMAIL_VERIFICATION_TEXTS } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { ada } from '../../../test/handlers';
import { renderPage } from '../../../test/render-page';

describe('the verify-e-mail banner', () => {
  it('tells an unverified user where the link went and why verifying matters: XP and the leaderboards', async () => {
    renderPage('/dashboard', { user: { ...ada, emailVerified: false } });
    const banner = await screen.findByText(
      EMAIL_VERIFICATION_TEXTS.banner(ada.email),
      { exact: false },
      { timeout: 5_000 },
    );
    expect(banner).toHaveTextContent(
      'Verify your address to earn XP and appear on leaderboards. XP you earn meanwhile is kept and paid when you verify.',
    );
    expect(screen.getByRole('button', { name: 'Resend' })).toBeVisible();
  });
});
