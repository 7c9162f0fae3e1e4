import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, http, HttpResponse, recordRequests, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render-page';
import { SuspendedAccountsSection } from './components/suspended-accounts-section';
import { SuspendUserAction } from './suspend-user-action';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('SuspendUserAction', () => {
  it('needs a reason, then suspends for the chosen period and says so', async () => {
    const sent = recordRequests();
    server.use(
      http.put('/api/moderation/users/u9/suspension', () =>
        HttpResponse.json({
          suspension: { userId: 'u9', name: 'Sam', reason: 'Spam', suspendedAt: 1, until: null },
        }),
      ),
    );
    const { user } = renderWithProviders(<SuspendUserAction userId="u9" name="Sam" />);
    await user.click(screen.getByRole('button', { name: 'Suspend Sam' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Suspend Sam?' }));
    await user.click(dialog.getByRole('button', { name: 'Suspend' }));
    expect(await dialog.findByText('Give a reason for the suspension.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(sent.to('PUT', '/api/moderation/users/u9/suspension')).toHaveLength(0);

    expect(dialog.getByRole('radio', { name: 'For 7 days' })).toBeChecked();
    await user.type(dialog.getByLabelText('Reason'), '  Spam in every review  ');
    await user.click(dialog.getByRole('radio', { name: 'For good' }));
    await user.click(dialog.getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sam is suspended.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await sent.bodies('PUT', '/api/moderation/users/u9/suspension')).toEqual([
      { reason: 'Spam in every review', until: null },
    ]);
  });

  it('sends the end of a 30-day suspension', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const sent = recordRequests();
    server.use(
      http.put('/api/moderation/users/u9/suspension', () =>
        HttpResponse.json({
          suspension: { userId: 'u9', name: 'Sam', reason: 'Spam', suspendedAt: 1, until: 2 },
        }),
      ),
    );
    const { user } = renderWithProviders(<SuspendUserAction userId="u9" name="Sam" />);
    await user.click(screen.getByRole('button', { name: 'Suspend Sam' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Reason'), 'Cheating');
    await user.click(dialog.getByRole('radio', { name: 'For 30 days' }));
    await user.click(dialog.getByRole('button', { name: 'Suspend' }));
    expect(await sent.bodies('PUT', '/api/moderation/users/u9/suspension')).toEqual([
      { reason: 'Cheating', until: 1_000_000 + 30 * DAY_MS },
    ]);
    vi.restoreAllMocks();
  });

  it('shows the server’s refusal and stays open', async () => {
    server.use(
      http.put('/api/moderation/users/u9/suspension', () =>
        apiError(409, 'conflict', 'A moderator can’t be suspended.'),
      ),
    );
    const { user } = renderWithProviders(<SuspendUserAction userId="u9" name="Sam" />);
    await user.click(screen.getByRole('button', { name: 'Suspend Sam' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Reason'), 'Spam');
    await user.click(dialog.getByRole('button', { name: 'Suspend' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('A moderator can’t be suspended.');
  });
});

describe('SuspendedAccountsSection', () => {
  it('lists the suspended accounts and lifts one', async () => {
    const sent = recordRequests();
    let lifted = false;
    server.use(
      http.get('/api/moderation/suspensions', () =>
        HttpResponse.json({
          accounts: lifted
            ? []
            : [
                {
                  userId: 'u9',
                  name: 'Sam',
                  reason: 'Spam',
                  suspendedAt: Date.UTC(2026, 10, 1),
                  until: null,
                },
              ],
          nextCursor: null,
        }),
      ),
      http.delete('/api/moderation/users/u9/suspension', () => {
        lifted = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderWithProviders(<SuspendedAccountsSection />);
    const region = within(await screen.findByRole('region', { name: 'Suspended accounts' }));
    expect(await region.findByText('Sam')).toBeInTheDocument();
    expect(region.getByText('Reason: Spam')).toBeInTheDocument();
    expect(region.getByText(/for good/)).toBeInTheDocument();
    await user.click(region.getByRole('button', { name: 'Lift the suspension of Sam' }));
    expect(await region.findByText('No account is suspended right now.')).toBeInTheDocument();
    expect(region.getByRole('status')).toHaveTextContent('Sam can sign in again.');
    expect(sent.to('DELETE', '/api/moderation/users/u9/suspension')).toHaveLength(1);
  });

  it('says when the list could not be loaded', async () => {
    server.use(http.get('/api/moderation/suspensions', () => apiError(500, 'internal', 'Oops')));
    renderWithProviders(<SuspendedAccountsSection />);
    expect(await screen.findByText('The suspended accounts could not be loaded.')).toBeInTheDocument();
  });
});
