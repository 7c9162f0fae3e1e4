import { act, screen, waitFor, within } from '@testing-library/react';
import type { Teachback } from '@teachloop/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftKey, readDraft } from '../../components/common/work-item/draft-storage';
import { ada } from '../../test/handlers';
import { buildTeachback } from '../../test/learning-fixtures';
import { apiError, http, HttpResponse, recordRequests, server } from '../../test/msw-server';
import { findPageTitle, renderPage } from '../../test/render-page';

const teachback = buildTeachback({ id: 't1', status: 'in_progress', notes: 'Halve it' });
const answer = (item: Teachback) => HttpResponse.json({ teachback: item });
const KEY = draftKey(ada.id, 'Teach-back', 't1');
const saved = () => http.put('/api/teachbacks/t1/notes', () => answer({ ...teachback, notes: 'saved' }));
const failing = () => http.put('/api/teachbacks/t1/notes', () => apiError(503, 'unavailable'));

beforeEach(() => {
  localStorage.clear();
  // Timers run as in real life, and a test may also move them on (the autosave waits a second).
  vi.useFakeTimers({ shouldAdvanceTime: true });
  server.use(http.get('/api/teachbacks/t1', () => answer(teachback)));
});

afterEach(() => {
  vi.useRealTimers();
});

async function openWork() {
  const view = renderPage('/teachbacks/t1/work');
  await findPageTitle('Binary search');
  return { ...view, notes: screen.getByLabelText('Your explanation') };
}

const status = () => screen.getByText(/^(Saving…|Saved|Not saved yet — kept on this device)$/);

describe('Teach-back drafts', () => {
  it('saves about a second after typing stops: Saving…, then Saved', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.put('/api/teachbacks/t1/notes', async () => {
        await answered;
        return answer({ ...teachback, notes: 'Halve it, then again' });
      }),
    );
    const sent = recordRequests();
    const { user, notes } = await openWork();
    await user.type(notes, ', then again');
    expect(readDraft(KEY)?.notes).toBe('Halve it, then again');
    expect(sent.to('PUT', '/api/teachbacks/t1/notes')).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByText('Saving…')).toBeVisible();
    // Said politely, in a live region.
    expect(screen.getByText('Saving…').closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    release();
    expect(await screen.findByText('Saved')).toBeVisible();
    expect(await sent.bodies('PUT', '/api/teachbacks/t1/notes')).toEqual([
      { notes: 'Halve it, then again', autosave: true },
    ]);
    // The server has it: the device's copy is gone.
    expect(readDraft(KEY)).toBeNull();
  });

  it('keeps the words on this device when saving fails, says so, and retries once back online', async () => {
    server.use(failing());
    const { user, notes } = await openWork();
    await user.type(notes, ' twice');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByText('Not saved yet — kept on this device')).toBeVisible();
    expect(readDraft(KEY)?.notes).toBe('Halve it twice');

    server.use(saved());
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(status()).toHaveTextContent('Saved'));
    expect(readDraft(KEY)).toBeNull();
  });

  it('tries again by itself, waiting longer each time', async () => {
    server.use(failing());
    const sent = recordRequests();
    const { user, notes } = await openWork();
    await user.type(notes, '!');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await screen.findByText('Not saved yet — kept on this device');
    server.use(saved());
    // The first retry waits two seconds.
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(status()).toHaveTextContent('Saved'));
    expect(sent.to('PUT', '/api/teachbacks/t1/notes')).toHaveLength(2);
  });

  it('restores a draft from this device that is newer than the server’s, says so, and saves it', async () => {
    localStorage.setItem(KEY, JSON.stringify({ notes: 'Halve it, kept offline', editedAt: Date.now() }));
    server.use(saved());
    const sent = recordRequests();
    const { notes } = await openWork();
    expect(notes).toHaveValue('Halve it, kept offline');
    expect(
      screen.getByText('Restored your latest draft from this device: it is newer than the saved copy.'),
    ).toBeVisible();
    await waitFor(() => expect(status()).toHaveTextContent('Saved'));
    expect(await sent.bodies('PUT', '/api/teachbacks/t1/notes')).toEqual([
      { notes: 'Halve it, kept offline', autosave: true },
    ]);
  });

  it('ignores a draft older than the server’s copy', async () => {
    localStorage.setItem(KEY, JSON.stringify({ notes: 'An old draft', editedAt: teachback.updatedAt - 1 }));
    const { notes } = await openWork();
    expect(notes).toHaveValue('Halve it');
    expect(screen.queryByText(/Restored your latest draft/)).not.toBeInTheDocument();
    expect(readDraft(KEY)).toBeNull();
  });

  it('asks before leaving with unsaved words, in the app and on reload', async () => {
    server.use(failing());
    const { user, notes, router } = await openWork();
    const reload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(reload()).toBe(false);
    await user.type(notes, ' more');
    expect(reload()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Back to teach-backs' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave with unsaved words?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay and keep writing' }));
    expect(router.location.pathname).toBe('/teachbacks/t1/work');
    expect(notes).toHaveValue('Halve it more');

    await user.click(screen.getByRole('link', { name: 'Back to teach-backs' }));
    await user.click(await screen.findByRole('button', { name: 'Leave anyway' }));
    await waitFor(() => expect(router.location.pathname).toBe('/teachbacks'));
    // Still on this device for the next visit.
    expect(readDraft(KEY)?.notes).toBe('Halve it more');
  });

  it('keeps the words when going to another page and back', async () => {
    server.use(failing());
    const { user, notes, router } = await openWork();
    await user.type(notes, ' and back');
    await user.click(screen.getByRole('link', { name: 'Back to teach-backs' }));
    await user.click(await screen.findByRole('button', { name: 'Leave anyway' }));
    await waitFor(() => expect(router.location.pathname).toBe('/teachbacks'));
    await router.navigate('/teachbacks/t1/work');
    expect(await screen.findByLabelText('Your explanation')).toHaveValue('Halve it and back');
    server.use(saved());
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(status()).toHaveTextContent('Saved'));
  });
});
