import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse, recordRequests, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render-page';
import { OverviewSection } from './components/overview-section';
import { VoidXpAction } from './void-xp-action';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const FIRST_WEEK = Date.parse('2026-01-12T00:00:00Z');

describe('OverviewSection', () => {
  it('shows the figures, and the 8 weeks as a chart whose text alternative and table carry the numbers', async () => {
    server.use(
      http.get('/api/moderation/overview', () =>
        HttpResponse.json({
          totalUsers: 1234,
          weeklyActiveUsers: 56,
          openReports: 3,
          weeks: Array.from({ length: 8 }, (_, i) => ({
            weekStart: FIRST_WEEK + i * WEEK_MS,
            teachbacksCompleted: i,
            reviewsGiven: i === 7 ? 5 : 1,
          })),
        }),
      ),
    );
    const { user } = renderWithProviders(<OverviewSection />);
    const region = within(await screen.findByRole('region', { name: 'Overview' }));
    expect(await region.findByText('1,234')).toBeInTheDocument();
    expect(region.getByText('Weekly active users').nextElementSibling).toHaveTextContent('56');
    expect(region.getByText('Open reports').nextElementSibling).toHaveTextContent('3');
    expect(
      region.getByRole('img', {
        name: '28 teach-backs completed and 12 reviews given over the last 8 weeks.',
      }),
    ).toBeInTheDocument();

    await user.click(region.getByText('Show the figures as a table'));
    const table = region.getByRole('table', {
      name: 'Teach-backs completed and reviews given, last 8 weeks',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(9);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('12 Jan');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '1']);
    expect(within(rows[8]!).getByRole('rowheader')).toHaveTextContent('2 Mar');
    expect(
      within(rows[8]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['7', '5']);
  });
});

const entry = (id: string, source: string, voided?: string) => ({
  id,
  kind: 'teachback_completed',
  source,
  amount: 15,
  createdAt: Date.parse('2026-03-03T10:00:00Z'),
  voidedAt: voided ? Date.parse('2026-03-04T10:00:00Z') : null,
  voidReason: voided ?? null,
});

describe('VoidXpAction', () => {
  it('lists the ledger; voiding an entry needs a reason, then sends it and says so', async () => {
    const sent = recordRequests();
    let voided = false;
    server.use(
      http.get('/api/moderation/users/u9/xp', () =>
        HttpResponse.json({
          user: { id: 'u9', name: 'Sam', xp: voided ? 15 : 30 },
          entries: [
            entry('e2', 'the teach-back of “Tries”', voided ? 'Copied' : undefined),
            entry('e1', 'the teach-back of “Heaps”', 'Farmed'),
          ],
          nextCursor: null,
        }),
      ),
      http.post('/api/moderation/xp/e2/void', () => {
        voided = true;
        return HttpResponse.json({ entry: entry('e2', 'the teach-back of “Tries”', 'Copied') });
      }),
    );
    const { user } = renderWithProviders(<VoidXpAction userId="u9" name="Sam" />);
    await user.click(screen.getByRole('button', { name: 'XP ledger of Sam' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'XP ledger of Sam' }));
    expect(await dialog.findByText('The teach-back of “Tries”')).toBeInTheDocument();
    // An entry voided before shows why, and offers no second void.
    expect(dialog.getByText('Voided: Farmed')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Void 15 XP from the teach-back of “Heaps”' })).toBeNull();

    await user.click(dialog.getByRole('button', { name: 'Void 15 XP from the teach-back of “Tries”' }));
    const reason = dialog.getByLabelText('Reason');
    expect(reason).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Void XP' }));
    expect(await dialog.findByText('Give a reason: the user is told it.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(sent.to('POST', '/api/moderation/xp/e2/void')).toHaveLength(0);

    await user.type(reason, '  Copied  ');
    await user.click(dialog.getByRole('button', { name: 'Void XP' }));
    expect(await dialog.findByRole('status')).toHaveTextContent('15 XP voided.');
    expect(await sent.bodies('POST', '/api/moderation/xp/e2/void')).toEqual([{ reason: 'Copied' }]);
    // The ledger is read again: the entry is marked, its Void button gone.
    await waitFor(() => expect(dialog.getByText('Voided: Copied')).toBeInTheDocument());
    expect(dialog.queryByRole('button', { name: /^Void 15 XP/ })).toBeNull();
  });
});
