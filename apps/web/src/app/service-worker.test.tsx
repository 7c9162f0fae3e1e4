import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startServiceWorker } from './service-worker';

/*
 * The browser's side of a registration, as far as the page sees it: workers that change state, a registration
 * that finds updates, a container whose controller changes. The update prompt itself is the real component.
 */
class FakeWorker extends EventTarget {
  readonly messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  becomes(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve());
  /** A new build's worker is found, installs, and waits. */
  installs(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    this.installing = null;
    this.waiting = worker;
    worker.becomes('installed');
  }
}

class FakeContainer extends EventTarget {
  readonly registration = new FakeRegistration();
  constructor(public controller: FakeWorker | null) {
    super();
  }
  register = vi.fn(() => Promise.resolve(this.registration));
  /** `worker` takes over the page (after skipWaiting, or a first install's clients.claim). */
  controlledBy(worker: FakeWorker) {
    this.controller = worker;
    worker.state = 'activated';
    this.dispatchEvent(new Event('controllerchange'));
  }
}

async function start(controller: FakeWorker | null) {
  const container = new FakeContainer(controller);
  const reload = vi.fn();
  await startServiceWorker({ container: container as unknown as ServiceWorkerContainer, reload });
  return { container, registration: container.registration, reload };
}

const prompt = () => screen.queryByRole('region', { name: 'A new version is ready' });

describe('the service worker’s registration', () => {
  afterEach(async () => {
    // The prompt lives in a root of its own, outside Testing Library's: take it down between tests.
    const later = screen.queryByRole('button', { name: 'Not now' });
    if (later) await userEvent.click(later);
  });

  it('registers /sw.js for the whole site, uncached', async () => {
    const { container } = await start(null);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
  });

  it('offers a waiting build, and reloads once, when the new worker has taken over', async () => {
    const { container, registration, reload } = await start(new FakeWorker('activated'));
    const next = new FakeWorker('installing');
    await act(async () => registration.installs(next));
    expect(await screen.findByRole('status')).toHaveTextContent('A new version is ready');
    // Waiting until asked: nothing was sent, nothing reloaded.
    expect(next.messages).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    container.controlledBy(next);
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a build already waiting when the page opens, and Not now puts the offer away', async () => {
    const container = new FakeContainer(new FakeWorker('activated'));
    container.registration.waiting = new FakeWorker('installed');
    await startServiceWorker({ container: container as unknown as ServiceWorkerContainer, reload: vi.fn() });
    await screen.findByRole('region', { name: 'A new version is ready' });
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(prompt()).not.toBeInTheDocument();
  });

  it('offers nothing on a first visit, when the first worker installs and takes the page', async () => {
    const { container, registration, reload } = await start(null);
    const first = new FakeWorker('installing');
    registration.installs(first);
    container.controlledBy(first);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(prompt()).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a plain reload to a tab left on the old build when another tab took the update', async () => {
    const { container, reload } = await start(new FakeWorker('activated'));
    await act(async () => container.controlledBy(new FakeWorker('activated')));
    await screen.findByRole('region', { name: 'A new version is ready' });
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('checks for a new build when a tab comes back into view, at most once an hour', async () => {
    let now = 0;
    const container = new FakeContainer(new FakeWorker('activated'));
    await startServiceWorker({ container: container as unknown as ServiceWorkerContainer, now: () => now });
    const shown = () => document.dispatchEvent(new Event('visibilitychange'));
    now = 10 * 60 * 1000;
    shown();
    expect(container.registration.update).not.toHaveBeenCalled();
    now = 61 * 60 * 1000;
    shown();
    shown();
    expect(container.registration.update).toHaveBeenCalledTimes(1);
  });
});
