import { act, screen, waitFor } from '@testing-library/react';
import type { Teachback } from '@teachloop/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftKey, readDraft } from '../../components/common/work-item/draft-storage';
import { ada } from '../../test/handlers';
import { buildTeachback } from '../../test/learning-fixtures';
import { liveEvents } from '../../test/live-events';
import { apiError, http, HttpResponse, recordRequests, server } from '../../test/msw-server';
import { findPageTitle, renderPage } from '../../test/render-page';

const teachback = buildTeachback({ id: 't1', status: 'in_progress', notes: 'Halve it' });
const answer = (item: Teachback) => HttpResponse.json({ teachback: item });
const KEY = draftKey(ada.id, 'Teach-back', 't1');
const gone = () => apiError(404, 'not_found', 'Teach-back not found');
const CLOSED = 'This teach-back is closed';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  server.use(http.get('/api/teachbacks/t1', () => answer(teachback)));
});

afterEach(() => {
  // Back online for the next test: TanStack Query's online manager is one for the whole test run.
  setOnline(true);
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openWork() {
  const view = renderPage('/teachbacks/t1/work');
  await findPageTitle('Binary search');
  return { ...view, notes: screen.getByLabelText('Your explanation') };
}

describe('Teach-back work page, offline', () => {
  it('says at once that the save waits for the connection, sends nothing, and saves on reconnect', async () => {
    server.use(
      http.put('/api/teachbacks/t1/notes', () => answer({ ...teachback, notes: 'Halve it offline' })),
    );
    const sent = recordRequests();
    const { user, notes } = await openWork();
    setOnline(false);
    expect(screen.getByText(/You’re offline\./)).toBeVisible();
    await user.type(notes, ' offline');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(
      screen.getByText('Offline — kept on this device; will retry the save when the connection returns'),
    ).toBeVisible();
    expect(screen.queryByText('Saving…')).not.toBeInTheDocument();
    expect(sent.to('PUT', '/api/teachbacks/t1/notes')).toEqual([]);
    expect(readDraft(KEY)?.notes).toBe('Halve it offline');

    setOnline(true);
    expect(await screen.findByText('Saved')).toBeVisible();
    expect(await sent.bodies('PUT', '/api/teachbacks/t1/notes')).toEqual([
      { notes: 'Halve it offline', autosave: true },
    ]);
    expect(screen.queryByText(/You’re offline\./)).not.toBeInTheDocument();
  });

  it('stops showing Saving… the moment the connection drops during a save', async () => {
    server.use(http.put('/api/teachbacks/t1/notes', () => new Promise<never>(() => {})));
    const { user, notes } = await openWork();
    await user.type(notes, '!');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByText('Saving…')).toBeVisible();
    setOnline(false);
    expect(screen.getByText(/will retry the save when the connection returns/)).toBeVisible();
  });
});

describe('Teach-back work page, when the teach-back is gone', () => {
  it('turns a 404 on saving into the closed state, with the text to copy or download', async () => {
    server.use(http.put('/api/teachbacks/t1/notes', gone));
    const { user, notes } = await openWork();
    await user.type(notes, ' and again');
    await user.click(screen.getByRole('button', { name: 'Save progress' }));
    expect(await screen.findByText(CLOSED)).toBeVisible();
    expect(screen.queryByLabelText('Your explanation')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your text, kept on this device')).toHaveValue('Halve it and again');
    expect(screen.getByRole('button', { name: 'Download as Markdown' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copy text' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe('Halve it and again');
    expect(await screen.findByText(/^Copied\./)).toBeVisible();
    // Kept on this device until the writer removes it.
    expect(readDraft(KEY)?.notes).toBe('Halve it and again');
    await user.click(screen.getByRole('button', { name: 'Remove it from this device' }));
    expect(readDraft(KEY)).toBeNull();
  });

  it('shows the closed state when a live update finds the teach-back removed while it is open', async () => {
    const live = liveEvents();
    const { user, notes } = await openWork();
    await user.type(notes, ' live');
    server.use(http.get('/api/teachbacks/t1', gone));
    live.push('teachbacks', ['t1']);
    expect(await screen.findByText(CLOSED)).toBeVisible();
    expect(screen.getByLabelText('Your text, kept on this device')).toHaveValue('Halve it live');
    expect(readDraft(KEY)?.notes).toBe('Halve it live');
  });

  it('after a reload, offers the copy kept on this device instead of only “not found”', async () => {
    localStorage.setItem(KEY, JSON.stringify({ notes: 'My kept words', editedAt: Date.now() }));
    server.use(http.get('/api/teachbacks/t1', gone));
    renderPage('/teachbacks/t1/work');
    expect(await screen.findByText(CLOSED)).toBeVisible();
    expect(screen.getByLabelText('Your text, kept on this device')).toHaveValue('My kept words');
  });

  it('says “not found” when nothing of it is kept on this device', async () => {
    server.use(http.get('/api/teachbacks/t1', gone));
    renderPage('/teachbacks/t1/work');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Teach-back not found'),
    );
  });
});
