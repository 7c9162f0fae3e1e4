import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_VERIFICATION_TEXTS } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { ada } from '../../../test/handlers';
import { holdResponses, http, HttpResponse, recordRequests, server } from '../../../test/msw-server';
import { renderPage } from '../../../test/render-page';

const RESEND = '/api/email/verification/resend';

async function findBanner() {
  renderPage('/dashboard', { user: { ...ada, emailVerified: false } });
  return screen.findByRole('region', { name: 'Verify your e-mail' }, { timeout: 5_000 });
}

describe('the verify-e-mail banner', () => {
  it('tells an unverified user, in a landmark of its own, where the link went and why verifying matters', async () => {
    const banner = await findBanner();
    expect(banner).toHaveTextContent(EMAIL_VERIFICATION_TEXTS.banner(ada.email));
    expect(banner).toHaveTextContent(
      'Verify your address to earn XP and appear on leaderboards. XP you earn meanwhile is kept and paid when you verify.',
    );
    expect(within(banner).getByRole('button', { name: 'Resend' })).toBeVisible();
  });

  it('sends one request for a double-click on Resend, is busy meanwhile, then says it was sent', async () => {
    const requests = recordRequests();
    const held = holdResponses();
    server.use(http.post(RESEND, held.handler));
    const banner = await findBanner();
    const user = userEvent.setup();
    await user.dblClick(within(banner).getByRole('button', { name: 'Resend' }));
    const busy = within(banner).getByRole('button', { name: 'Sending…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    held.release(new HttpResponse(null, { status: 204 }));
    expect(await within(banner).findByText('Sent. Check your inbox.')).toHaveAttribute('role', 'status');
    expect(within(banner).getByRole('button', { name: 'Resend' })).toBeDisabled();
    expect(await requests.bodies('POST', RESEND)).toHaveLength(1);
  });
});
