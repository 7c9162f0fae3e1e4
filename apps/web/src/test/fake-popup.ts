import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A popup window as the opener sees it: it can be closed, by the user or by the opener. `looks` counts how often
 * the opener has read `closed` (it polls it while it waits for the popup).
 */
export function fakePopup() {
  let closed = false;
  const popup = {
    looks: 0,
    get closed() {
      popup.looks += 1;
      return closed;
    },
    set closed(value: boolean) {
      closed = value;
    },
    close: vi.fn(() => {
      closed = true;
    }),
  };
  return popup;
}
export type FakePopup = ReturnType<typeof fakePopup>;

/** Makes window.open hand out these popups in turn, or null (a blocked popup) once they run out. */
export function stubWindowOpen(...popups: FakePopup[]) {
  const queue = [...popups];
  return vi.spyOn(window, 'open').mockImplementation(() => (queue.shift() ?? null) as Window | null);
}

/** jsdom's stand-in for BroadcastChannel: delivers to the other channels of the same name, with our origin. */
export class FakeBroadcastChannel extends EventTarget {
  static open: FakeBroadcastChannel[] = [];
  static posted: unknown[] = [];
  constructor(readonly name: string) {
    super();
    FakeBroadcastChannel.open.push(this);
  }
  postMessage(data: unknown) {
    FakeBroadcastChannel.posted.push(data);
    for (const other of FakeBroadcastChannel.open) {
      if (other === this || other.name !== this.name) continue;
      other.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin }));
    }
  }
  close() {
    FakeBroadcastChannel.open = FakeBroadcastChannel.open.filter((channel) => channel !== this);
  }
  static reset() {
    FakeBroadcastChannel.open = [];
    FakeBroadcastChannel.posted = [];
  }
}

/** What the popup sends through window.opener. */
export function postFromPopup(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

/** What the popup sends through the BroadcastChannel, from another window of this origin. */
export function broadcastFromPopup(data: unknown) {
  act(() => {
    new FakeBroadcastChannel('teachloop-auth').postMessage(data);
  });
}
