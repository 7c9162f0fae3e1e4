import { AsyncLocalStorage } from 'node:async_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionUser, signedUpUser, signIn, cookieOf } from '../../test/auth-helpers';
import { buildTestApp } from '../../test/build-test-app';
import { authWork, betterAuthStorages } from './auth-async-context';

const { app } = await buildTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });

/** Node 20's AsyncLocalStorage says whether it is on (and so whether its promise hook runs). */
const isOn = (storage: AsyncLocalStorage<unknown>) => (storage as unknown as { enabled: boolean }).enabled;

const context = () =>
  (globalThis as unknown as Record<symbol, { context: Record<string, unknown> }>)[
    Symbol.for('better-auth:global')
  ]!.context;

describe("Better Auth's AsyncLocalStorage between its calls", () => {
  afterEach(() => {
    delete context().testStorage;
  });

  it('is off once a sign-up and a sign-in have answered, and the session they opened works', async () => {
    await signedUpUser(app, 'quiet@example.com');
    const cookie = cookieOf(await signIn(app, 'quiet@example.com'));
    const storages = betterAuthStorages();
    expect(storages.length).toBeGreaterThan(0);
    expect(storages.map(isOn)).toEqual(storages.map(() => false));
    expect((await sessionUser(app, cookie))?.email).toBe('quiet@example.com');
  });

  it('keeps its context for work still running when other work ends first, and is off when the last ends', async () => {
    const storage = new AsyncLocalStorage<string>();
    context().testStorage = storage;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));

    const slow = authWork(() =>
      storage.run('slow', async () => {
        await gate;
        return storage.getStore();
      }),
    );
    const quick = await authWork(() => storage.run('quick', async () => storage.getStore()));
    expect(quick).toBe('quick');
    expect(isOn(storage)).toBe(true);

    release();
    expect(await slow).toBe('slow');
    expect(isOn(storage)).toBe(false);
  });

  it('ends its count when the work fails', async () => {
    const storage = new AsyncLocalStorage<string>();
    context().testStorage = storage;
    await expect(
      authWork(() => storage.run('x', async () => Promise.reject(new Error('no')))),
    ).rejects.toThrow('no');
    expect(isOn(storage)).toBe(false);
  });
});
