import { useCallback, useEffect, useRef, useState } from 'react';
import { GENERIC_MESSAGES } from '@teachloop/shared';
import { ApiError } from '../../../lib/api-client';
import { readDraft, removeDraft, writeDraft } from './draft-storage';

/**
 * idle: nothing typed yet; saving; saved; kept: not on the server yet, kept on this device (retrying);
 * offline: kept on this device, sent when the connection returns; closed: the server no longer has the item
 * (404: withdrawn, its requester's account deleted), so nothing more can be saved and the device's copy stays.
 */
export type DraftStatus = 'idle' | 'saving' | 'saved' | 'kept' | 'offline' | 'closed';

const offlineError = () => new ApiError('unavailable', GENERIC_MESSAGES.unavailable, 0);
const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

const AUTOSAVE_DELAY_MS = 1_000;
/** After a failed save: 2 s, 4 s, 8 s … up to a minute, and at once when the browser is back online. */
const retryDelay = (failures: number) => Math.min(60_000, 1_000 * 2 ** failures);

interface Options {
  storageKey: string;
  serverNotes: string;
  serverUpdatedAt: number;
  /**
   * The one save action (PUT …/notes): rejects when the server did not take the notes. `autosave` when it
   * saves as the writer types rather than on 'Save progress' (the server records only the latter as activity).
   */
  save: (notes: string, options: { autosave: boolean }) => Promise<unknown>;
}

/** The text to start from: a draft on this device typed after the server's copy was saved wins. */
function startingPoint(storageKey: string, serverNotes: string, serverUpdatedAt: number) {
  const local = readDraft(storageKey);
  if (local && local.notes !== serverNotes && local.editedAt > serverUpdatedAt) {
    return { notes: local.notes, restored: true };
  }
  if (local) removeDraft(storageKey);
  return { notes: serverNotes, restored: false };
}

/**
 * Saves notes as they are typed: each change is kept on this device at once and sent through `save` about a
 * second after typing stops; one save at a time, the latest text always wins. A failed save keeps the local
 * copy and tries again with backoff and on the `online` event. The device's copy is removed once the server
 * has exactly that text. A pending save is sent when the page goes away, so moving on loses nothing.
 */
export function useDraftAutosave({ storageKey, serverNotes, serverUpdatedAt, save }: Options) {
  const [start] = useState(() => startingPoint(storageKey, serverNotes, serverUpdatedAt));
  const [status, setStatus] = useState<DraftStatus>(start.restored ? 'kept' : 'idle');
  const latest = useRef(start.notes);
  const onServer = useRef(serverNotes);
  const failures = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<boolean> | null>(null);
  const mounted = useRef(true);
  const lastError = useRef<unknown>(null);
  // 'Save progress' was pressed and its text is not on the server yet: the next save is the explicit one.
  const explicit = useRef(false);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);
  // The timers call the latest flush through here (a retry is scheduled from inside flush itself).
  const flushRef = useRef<() => Promise<boolean>>(async () => true);
  const schedule = useCallback((delayMs: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flushRef.current(), delayMs);
  }, []);

  const closed = useRef(false);
  /**
   * The item is gone on the server (a 404 on saving, reading or completing it): nothing more can be saved, so
   * the text as last typed is kept on this device, even when the server had it all, for the writer to copy.
   */
  const close = useCallback(() => {
    if (closed.current) return;
    closed.current = true;
    clearTimeout(timer.current);
    writeDraft(storageKey, { notes: latest.current, editedAt: Date.now() });
    setStatus('closed');
  }, [storageKey]);
  const flush = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    // One save at a time: a change typed meanwhile is sent once the running save is answered.
    while (running.current) await running.current;
    // Closed: the device's copy stays until the writer has kept it (ClosedDraft).
    if (closed.current) return false;
    const notes = latest.current;
    if (notes === onServer.current) {
      removeDraft(storageKey);
      return true;
    }
    // Offline: no request that could only fail; the `online` event sends it.
    if (!navigator.onLine) {
      lastError.current = offlineError();
      setStatus('offline');
      return false;
    }
    const attempt = (async () => {
      setStatus('saving');
      try {
        await saveRef.current(notes, { autosave: !explicit.current });
        explicit.current = false;
        onServer.current = notes;
        failures.current = 0;
        if (latest.current === notes) {
          removeDraft(storageKey);
          setStatus('saved');
        }
        return true;
      } catch (error) {
        lastError.current = error;
        if (isGone(error)) {
          close();
        } else if (!navigator.onLine) {
          setStatus('offline');
        } else {
          failures.current += 1;
          setStatus('kept');
          // Gone from the page: the device's copy waits for the next visit instead.
          if (mounted.current) schedule(retryDelay(failures.current));
        }
        return false;
      }
    })();
    running.current = attempt;
    try {
      return await attempt;
    } finally {
      running.current = null;
    }
  }, [close, schedule, storageKey]);
  useEffect(() => {
    flushRef.current = flush;
  }, [flush]);

  const change = useCallback(
    (notes: string) => {
      latest.current = notes;
      writeDraft(storageKey, { notes, editedAt: Date.now() });
      schedule(AUTOSAVE_DELAY_MS);
    },
    [schedule, storageKey],
  );

  /** 'Save progress' and completing: save this text now; rejects with the server's error when it could not. */
  const saveNow = useCallback(
    async (notes: string) => {
      change(notes);
      explicit.current = true;
      if (!(await flush())) throw lastError.current;
    },
    [change, flush],
  );

  useEffect(() => {
    mounted.current = true;
    // A restored draft goes to the server straight away.
    if (start.restored) schedule(0);
    const retry = () => void flush();
    // A save under way when the connection drops may hang: say at once that it waits for the connection.
    const wait = () => setStatus((status) => (status === 'saving' || status === 'kept' ? 'offline' : status));
    window.addEventListener('online', retry);
    window.addEventListener('offline', wait);
    return () => {
      window.removeEventListener('online', retry);
      window.removeEventListener('offline', wait);
      mounted.current = false;
      // Leaving with a save pending: send it now (the device's copy stays until the server answers).
      if (latest.current !== onServer.current) void flush();
      else clearTimeout(timer.current);
    };
  }, [flush, schedule, start.restored]);

  const hasUnsaved = useCallback(() => latest.current !== onServer.current, []);

  return {
    initialNotes: start.notes,
    restored: start.restored,
    status,
    change,
    saveNow,
    /** Whether some typed text is not on the server yet (read when the writer tries to leave). */
    hasUnsaved,
    /** The text as last typed. */
    latestNotes: () => latest.current,
    close,
    /** Forgets the device's copy (after completing: the server has the text, and it is read-only now). */
    discard: () => {
      clearTimeout(timer.current);
      removeDraft(storageKey);
    },
  };
}
