import type { InvitesResponse } from '@teachloop/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveEvents } from '../../../test/live-events';
import { http, HttpResponse, server } from '../../../test/msw-server';
import { renderPage, renderWithProviders } from '../../../test/render-page';
import { InviteCard } from './invite-card';

const URL_OF_ADA = 'http://localhost:3000/signup?invite=Zm9vYmFyYmF6cXV4cXV1eA';
const DAY = 24 * 60 * 60 * 1000;

function serveInvites(invites: Partial<InvitesResponse> = {}) {
  server.use(
    http.get('/api/invites', () =>
      HttpResponse.json({ url: URL_OF_ADA, accepted: [], more: false, ...invites }),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'execCommand');
});

describe('the invite card', () => {
  it('shows the personal link and copies it, saying so', async () => {
    serveInvites();
    const { user } = renderWithProviders(<InviteCard />);
    const card = await screen.findByRole('region', { name: 'Invite a friend' });
    expect(await within(card).findByLabelText('Your invite link')).toHaveValue(URL_OF_ADA);
    expect(within(card).getByText('Nobody has joined from your link yet.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(URL_OF_ADA);
    expect(within(card).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(within(card).getByText('Invite link copied.')).toBeInTheDocument();
  });

  it('falls back to selecting the link when the clipboard cannot be written, and says so if that fails', async () => {
    serveInvites();
    const { user } = renderWithProviders(<InviteCard />);
    const field = await screen.findByLabelText('Your invite link');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    // jsdom has no copy command: the browser's, refusing.
    const execCommand = vi.fn(() => false);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.activeElement).toBe(field);
    expect(
      await screen.findByText('Couldn’t copy the link. It’s selected: copy it with your keyboard.'),
    ).toBeInTheDocument();
  });

  it('offers Share only where the browser has a share sheet, and shares the link', async () => {
    serveInvites();
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    const { user } = renderWithProviders(<InviteCard />);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: URL_OF_ADA }));
  });

  it('has no Share button without a share sheet', async () => {
    serveInvites();
    renderWithProviders(<InviteCard />);
    await screen.findByRole('button', { name: 'Copy link' });
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('lists the friends who joined, newest first, with when', async () => {
    serveInvites({
      accepted: [
        { id: 'u2', name: 'Ana', joinedAt: Date.now() - 2 * DAY },
        { id: 'u3', name: 'Ben', joinedAt: Date.now() - 30_000 },
      ],
    });
    renderWithProviders(<InviteCard />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Ana joined from your invite · 2 days ago',
      'Ben joined from your invite · just now',
    ]);
  });

  it('offers to try again when the link cannot be loaded', async () => {
    server.use(
      http.get('/api/invites', () =>
        HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 500 }),
      ),
    );
    renderWithProviders(<InviteCard />);
    expect(await screen.findByText('Couldn’t load your invite link.')).toBeInTheDocument();
    serveInvites();
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByLabelText('Your invite link')).toHaveValue(URL_OF_ADA);
  });

  it('shows a friend who just joined on the dashboard, live', async () => {
    const live = liveEvents();
    serveInvites();
    renderPage('/dashboard');
    await screen.findByLabelText('Your invite link');
    serveInvites({ accepted: [{ id: 'u2', name: 'Ana', joinedAt: Date.now() }] });
    live.push('profile', ['u2']);
    expect(await screen.findByText('Ana joined from your invite · just now')).toBeInTheDocument();
  });
});
