import { REALTIME_EVENT_NAMES, type RealtimeType } from '@teachloop/shared';
import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Listener = (event: MessageEvent<string>) => void;

/** The browser's EventSource as the server would drive it: the test pushes live events into it. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readyState = 1;
  private listeners = new Map<string, Listener[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = 2;
  }
  dispatch(type: string, data: string) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
}

/**
 * Stands in for GET /api/events from now on (call before rendering; undo with vi.unstubAllGlobals()). The app
 * opens its real stream handling on it; `push` sends a change event the way the server publishes one.
 */
export function liveEvents() {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  return {
    push(type: RealtimeType, ids: string[] = []) {
      act(() => {
        for (const source of FakeEventSource.opened.filter((stream) => stream.readyState !== 2))
          source.dispatch(REALTIME_EVENT_NAMES.change, JSON.stringify({ type, ids }));
      });
    },
    opened: () => FakeEventSource.opened.filter((stream) => stream.readyState !== 2).length,
  };
}
