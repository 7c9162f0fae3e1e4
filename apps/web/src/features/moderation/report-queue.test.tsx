import type { OpenReport } from '@teachloop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ada, apiError, http, HttpResponse, recordRequests, server, signedInAs } from '../../test/msw-server';
import { findPageTitle, renderPage, renderWithProviders } from '../../test/render-page';
import { ModerationLogSection } from './components/moderation-log-section';
import { ReportQueue } from './components/report-queue';

const report: OpenReport = {
  id: 'r1',
  itemKind: 'review',
  itemId: 'f1',
  excerpt: 'Heaps — You are hopeless.',
  rating: 2,
  href: null,
  hidden: false,
  subject: { id: 'u7', name: 'Rita' },
  reporter: { id: 'u8', name: 'Leo' },
  reason: 'harassment',
  note: 'Mean.',
  openReportsOnItem: 2,
  createdAt: Date.now() - 60_000,
};

const queue = (reports: OpenReport[]) =>
  http.get('/api/moderation/reports', () => HttpResponse.json({ reports, nextCursor: null }));

describe('the report queue', () => {
  it('shows each report with its item in context', async () => {
    server.use(queue([report]));
    renderWithProviders(<ReportQueue />);
    const card = within(await screen.findByRole('article', { name: 'Harassment: review' }));
    expect(card.getByText('Heaps — You are hopeless.')).toBeInTheDocument();
    expect(card.getByText('2 of 5 stars')).toBeInTheDocument();
    expect(card.getByText(/Reported by Leo/)).toBeInTheDocument();
    expect(card.getByText('Author: Rita')).toBeInTheDocument();
    expect(card.getByText('“Mean.”')).toBeInTheDocument();
    expect(card.getByText('2 open reports on this item')).toBeInTheDocument();
  });

  it('dismisses a report', async () => {
    const sent = recordRequests();
    server.use(
      queue([report]),
      http.post('/api/moderation/reports/r1/dismiss', () => HttpResponse.json({ ok: true })),
    );
    const { user } = renderWithProviders(<ReportQueue />);
    await user.click(await screen.findByRole('button', { name: 'Dismiss the report by Leo' }));
    await waitFor(() => expect(sent.to('POST', '/api/moderation/reports/r1/dismiss')).toHaveLength(1));
  });

  it('offers no action on a report about the moderator themselves', async () => {
    signedInAs({ ...ada, id: report.subject.id });
    server.use(queue([report]));
    renderWithProviders(<ReportQueue />);
    const card = within(await screen.findByRole('article', { name: 'Harassment: review' }));
    expect(
      await card.findByText('This is about you, so another moderator has to handle it.'),
    ).toBeInTheDocument();
    expect(card.queryByRole('button')).not.toBeInTheDocument();
  });

  it('hides the item only with a reason', async () => {
    const sent = recordRequests();
    server.use(
      queue([report]),
      http.post('/api/moderation/items/hide', () => HttpResponse.json({ ok: true })),
    );
    const { user } = renderWithProviders(<ReportQueue />);
    await user.click(await screen.findByRole('button', { name: 'Hide this review' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Hide this review' }));
    await user.click(dialog.getByRole('button', { name: 'Hide' }));
    expect(await dialog.findByText('Give a reason: the author is told it.')).toBeInTheDocument();
    expect(sent.to('POST', '/api/moderation/items/hide')).toHaveLength(0);
    await user.type(dialog.getByLabelText('Reason'), 'Insults the learner.');
    await user.click(dialog.getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await sent.bodies('POST', '/api/moderation/items/hide')).toEqual([
      { itemKind: 'review', itemId: 'f1', reportId: 'r1', reason: 'Insults the learner.' },
    ]);
  });

  it('says when nothing is open, and when the queue could not be read', async () => {
    server.use(queue([]));
    renderWithProviders(<ReportQueue />);
    expect(
      await screen.findByText('No open reports. Nothing needs your attention right now.'),
    ).toBeInTheDocument();
  });

  it('offers a retry when the queue fails to load', async () => {
    server.use(http.get('/api/moderation/reports', () => apiError(503, 'unavailable')));
    renderWithProviders(<ReportQueue />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the audit log', () => {
  it('lists actions newest first with the moderator, the item, the subject and the reason', async () => {
    server.use(
      http.get('/api/moderation/log', () =>
        HttpResponse.json({
          entries: [
            {
              id: 'l1',
              moderator: { id: 'm1', name: 'Mia' },
              action: 'hide',
              itemKind: 'review',
              itemId: 'f1',
              subject: { id: 'u7', name: 'Rita' },
              reason: 'Insults the learner.',
              until: null,
              createdAt: Date.now(),
            },
          ],
          nextCursor: null,
        }),
      ),
    );
    renderWithProviders(<ModerationLogSection />);
    expect(await screen.findByText(/hid a review by Rita/)).toBeInTheDocument();
    expect(screen.getByText('“Insults the learner.”')).toBeInTheDocument();
  });
});

describe('/moderation', () => {
  it('is the not-found page for a user who is not a moderator', async () => {
    renderPage('/moderation', { user: ada });
    expect(await findPageTitle('Page not found')).toBeInTheDocument();
  });

  it('shows the moderation page to a moderator', async () => {
    // The other sections' reads (suspensions, overview) are not what this test is about.
    server.use(
      http.get('/api/moderation/suspensions', () => HttpResponse.json({ accounts: [], nextCursor: null })),
      http.get('/api/moderation/overview', () => apiError(503, 'unavailable')),
    );
    renderPage('/moderation', { user: { ...ada, moderator: true } });
    expect(await findPageTitle('Moderation')).toBeInTheDocument();
  });
});
