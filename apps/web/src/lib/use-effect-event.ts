import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * React 19.2's useEffectEvent, for the React APIs preact/compat has (docs/decisions/016): a stable function
 * that always calls the latest `handler`, for effects that subscribe once and must see the current render's
 * state. Like React's, it is for calling from effects and listeners, not during render.
 */
export function useEffectEvent<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
