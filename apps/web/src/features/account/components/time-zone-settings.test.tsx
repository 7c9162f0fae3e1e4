import { ACCOUNT_MESSAGES, type TimeZoneSetting } from '@teachloop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../lib/format-date';
import { apiError, http, HttpResponse, json, recordRequests, server } from '../../../test/msw-server';
import { renderPage } from '../../../test/render-page';

const NEXT_WEEK = Date.UTC(2031, 2, 14, 12);

function serveSetting(setting: TimeZoneSetting) {
  server.use(
    http.get('/api/account/sessions', () => HttpResponse.json({ sessions: [] })),
    http.get('/api/account/time-zone', () => HttpResponse.json(setting)),
  );
}

async function openSection() {
  const view = renderPage('/settings/account');
  const section = within(await screen.findByRole('region', { name: 'Time zone' }));
  await section.findByText(/^Saved time zone:/);
  return { ...view, section };
}

beforeEach(() => {
  // The browser's own zone, as Intl reports it.
  vi.stubEnv('TZ', 'America/New_York');
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('/settings/account: time zone', () => {
  it('shows the saved zone, what it is for, and offers the browser’s zone first, then every zone', async () => {
    serveSetting({ timeZone: 'Europe/Berlin', nextChangeAt: null });
    const { section } = await openSection();
    expect(section.getByText(/^Saved time zone:/)).toHaveTextContent('Saved time zone: Europe/Berlin');
    expect(
      screen.getByText(
        'Your streak days and the daily XP cap are counted in this zone. It can be changed once every 7 days.',
      ),
    ).toBeVisible();
    const picker = section.getByRole('combobox', { name: 'Time zone' });
    expect(picker).toHaveValue('Europe/Berlin');
    const options = within(picker).getAllByRole('option');
    expect(options[0]).toHaveTextContent('Use my browser’s time zone (America/New York)');
    expect(options.filter((option) => option.textContent === 'America/New York')).toHaveLength(0);
    expect(within(picker).getByRole('option', { name: 'Asia/Tokyo' })).toBeInTheDocument();
    expect(within(picker).getByRole('option', { name: 'UTC' })).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Save time zone' })).toBeEnabled();
  });

  it('does not offer the browser’s zone apart when it is the saved one', async () => {
    serveSetting({ timeZone: 'America/New_York', nextChangeAt: null });
    const { section } = await openSection();
    const picker = section.getByRole('combobox', { name: 'Time zone' });
    expect(picker).toHaveValue('America/New_York');
    expect(within(picker).queryByRole('option', { name: /Use my browser’s/ })).not.toBeInTheDocument();
  });

  it('saves the chosen zone, says so, then says when it can change again', async () => {
    serveSetting({ timeZone: 'UTC', nextChangeAt: null });
    server.use(
      http.put('/api/account/time-zone', async ({ request }) => {
        const { timeZone } = (await request.json()) as { timeZone: string };
        return json({ timeZone, nextChangeAt: NEXT_WEEK });
      }),
    );
    const sent = recordRequests();
    const { user, section } = await openSection();
    await user.selectOptions(section.getByRole('combobox', { name: 'Time zone' }), 'America/New_York');
    await user.click(section.getByRole('button', { name: 'Save time zone' }));

    expect(await section.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.timeZoneSaved);
    expect(await sent.bodies('PUT', '/api/account/time-zone')).toEqual([{ timeZone: 'America/New_York' }]);
    expect(section.getByText(/^Saved time zone:/)).toHaveTextContent('America/New York');
    const note = `You can change it again on ${formatDate(NEXT_WEEK)}.`;
    expect(section.getByText(note)).toBeVisible();
    const save = section.getByRole('button', { name: 'Save time zone' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(note);
  });

  it('keeps Save off until the date the zone can change again', async () => {
    serveSetting({ timeZone: 'Europe/Berlin', nextChangeAt: NEXT_WEEK });
    const { section } = await openSection();
    expect(section.getByText(`You can change it again on ${formatDate(NEXT_WEEK)}.`)).toBeVisible();
    expect(section.getByRole('button', { name: 'Save time zone' })).toBeDisabled();
  });

  it.each([
    [409, 'conflict', ACCOUNT_MESSAGES.timeZoneTooSoon],
    [400, 'invalid_argument', ACCOUNT_MESSAGES.timeZoneUnknown],
  ])('shows the server’s reason when it refuses with a %i', async (status, code, text) => {
    serveSetting({ timeZone: 'UTC', nextChangeAt: null });
    server.use(http.put('/api/account/time-zone', () => apiError(status, code, text)));
    const { user, section } = await openSection();
    await user.selectOptions(section.getByRole('combobox', { name: 'Time zone' }), 'Asia/Tokyo');
    await user.click(section.getByRole('button', { name: 'Save time zone' }));
    expect(await section.findByRole('alert')).toHaveTextContent(text);
    expect(section.queryByText(ACCOUNT_MESSAGES.timeZoneSaved)).not.toBeInTheDocument();
  });

  it('offers a text field where the browser cannot list its zones', async () => {
    vi.spyOn(Intl, 'supportedValuesOf').mockImplementation(() => {
      throw new RangeError('unsupported');
    });
    serveSetting({ timeZone: 'UTC', nextChangeAt: null });
    server.use(
      http.put('/api/account/time-zone', () => json({ timeZone: 'Asia/Tokyo', nextChangeAt: null })),
    );
    const sent = recordRequests();
    const { user, section } = await openSection();
    const field = section.getByRole('textbox', { name: 'Time zone' });
    expect(field).toHaveValue('UTC');
    expect(field).toHaveAccessibleDescription('A time zone name such as America/New_York.');
    await user.clear(field);
    await user.type(field, ' Asia/Tokyo ');
    await user.click(section.getByRole('button', { name: 'Save time zone' }));
    await waitFor(() => expect(sent.to('PUT', '/api/account/time-zone')).toHaveLength(1));
    expect(await sent.bodies('PUT', '/api/account/time-zone')).toEqual([{ timeZone: 'Asia/Tokyo' }]);
  });

  it('says when the zone could not be loaded, and tries again', async () => {
    serveSetting({ timeZone: 'UTC', nextChangeAt: null });
    let calls = 0;
    server.use(
      http.get('/api/account/time-zone', () =>
        ++calls === 1 ? apiError(500, 'internal') : json({ timeZone: 'Asia/Tokyo', nextChangeAt: null }),
      ),
    );
    const { user } = renderPage('/settings/account');
    const section = within(await screen.findByRole('region', { name: 'Time zone' }));
    expect(await section.findByRole('alert')).toHaveTextContent('Couldn’t load your time zone.');
    await user.click(section.getByRole('button', { name: 'Try again' }));
    expect(await section.findByText(/^Saved time zone:/)).toHaveTextContent('Asia/Tokyo');
  });
});
