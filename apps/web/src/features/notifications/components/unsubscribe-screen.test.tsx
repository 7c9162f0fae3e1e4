import { NOTIFICATION_MESSAGES } from '@teachloop/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, http, HttpResponse, recordRequests, server } from '../../../test/msw-server';
import { findPageTitle, renderPage } from '../../../test/render-page';

const QUERY = '?u=u1&k=teachback_assigned&t=signed';

function serveUnsubscribe() {
  server.use(
    http.post('/api/unsubscribe', async ({ request }) => {
      const text = await request.text();
      const resubscribe = text.includes('resubscribe');
      return HttpResponse.json({ kind: 'teachback_assigned', delivery: resubscribe ? 'email' : 'in_app' });
    }),
  );
}

describe('the unsubscribe page', () => {
  it('unsubscribes on arrival, without signing in, and offers Undo', async () => {
    serveUnsubscribe();
    const sent = recordRequests();
    const { user } = renderPage(`/unsubscribe${QUERY}`, { user: null });
    expect(await findPageTitle('You’re unsubscribed')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'No more e-mails for “A teach-back is assigned to you”. You will still see these in the app.',
    );
    expect(sent.to('POST', '/api/unsubscribe').map((request) => request.search)).toEqual([QUERY]);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await findPageTitle('E-mails are back on')).toBeInTheDocument();
    await waitFor(async () =>
      expect(await sent.bodies('POST', '/api/unsubscribe')).toEqual([undefined, { resubscribe: true }]),
    );
  });

  it('says so when the link is not valid', async () => {
    server.use(
      http.post('/api/unsubscribe', () =>
        apiError(403, 'permission_denied', NOTIFICATION_MESSAGES.unsubscribeInvalid),
      ),
    );
    renderPage(`/unsubscribe${QUERY}`, { user: null });
    expect(await findPageTitle('That link didn’t work')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(NOTIFICATION_MESSAGES.unsubscribeInvalid);
  });
});
