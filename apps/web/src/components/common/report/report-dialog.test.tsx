import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, http, HttpResponse, recordRequests, server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render-page';
import { preloadReportDialog, ReportButton } from './report-button';

// The dialog's code loads on first intent; here, before the tests.
beforeAll(async () => {
  await preloadReportDialog();
});

const THANKS = 'Thanks for telling us. A moderator will look at it.';

describe('ReportButton', () => {
  it('asks for a reason, sends the report with its note, and thanks the reporter', async () => {
    const sent = recordRequests();
    server.use(http.post('/api/reports', () => HttpResponse.json({ message: THANKS }, { status: 201 })));
    const { user } = renderWithProviders(<ReportButton itemKind="review" itemId="f1" />);
    await user.click(screen.getByRole('button', { name: 'Report this review' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report this review' }));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByText('Choose a reason.')).toBeInTheDocument();
    expect(sent.to('POST', '/api/reports')).toHaveLength(0);

    await user.click(dialog.getByRole('radio', { name: 'Harassment' }));
    await user.type(dialog.getByLabelText('Note (optional)'), '  Calls me names.  ');
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByRole('status')).toHaveTextContent(THANKS);
    expect(await sent.bodies('POST', '/api/reports')).toEqual([
      { itemKind: 'review', itemId: 'f1', reason: 'harassment', note: 'Calls me names.' },
    ]);
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Report this review' })).toHaveFocus());
  });

  it('shows why the server refused: already reported, or too many reports', async () => {
    server.use(http.post('/api/reports', () => apiError(409, 'conflict', 'You’ve already reported this.')));
    const { user } = renderWithProviders(<ReportButton itemKind="circle" itemId="k1" />);
    await user.click(screen.getByRole('button', { name: 'Report this circle' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('radio', { name: 'Spam' }));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByText('You’ve already reported this.')).toBeInTheDocument();

    server.use(http.post('/api/reports', () => apiError(429, 'resource_exhausted', 'Wait a while.')));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByText('Wait a while.')).toBeInTheDocument();
  });
});
