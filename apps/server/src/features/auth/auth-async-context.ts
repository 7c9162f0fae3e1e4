import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Better Auth keeps its per-request state in AsyncLocalStorage. On Node 20, while any AsyncLocalStorage is
 * enabled, a promise hook runs for every promise the process makes, so after the first sign-in every request
 * paid for it, those that sign no one in too, and the more promises a request makes the more it pays (the
 * measured cost is in docs/decisions/019).
 *
 * Every call into Better Auth goes through `authWork`, which counts the calls in flight (and the background
 * tasks they leave, such as the reset mail). When the count falls to zero, Better Auth's storages are disabled
 * and the hook goes with them; the library's next `run` enables them again. No Better Auth code is running at
 * that moment, so no context it could read is lost. Node 22 and later propagate the context without a promise
 * hook, and this then only saves a little.
 */
let inFlight = 0;

export async function authWork<T>(work: () => Promise<T>): Promise<T> {
  inFlight++;
  try {
    return await work();
  } finally {
    inFlight--;
    if (inFlight === 0) for (const storage of betterAuthStorages()) storage.disable();
  }
}

/** Better Auth's process-wide context (its own `Symbol.for` key), where it keeps each of its storages. */
const BETTER_AUTH_GLOBAL = Symbol.for('better-auth:global');

export function betterAuthStorages(): AsyncLocalStorage<unknown>[] {
  const global = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[
    BETTER_AUTH_GLOBAL
  ];
  return Object.values(global?.context ?? {}).filter((value) => value instanceof AsyncLocalStorage);
}
