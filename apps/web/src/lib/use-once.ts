import { useRef } from 'react';

/**
 * Runs a user action at most once at a time: a call while the last one is still pending does nothing. The flag
 * is a ref, set before anything renders, so two clicks in the same frame (a double-click lands before the button
 * shows it is busy) cannot both send. The action's own pending state still shows on the button.
 */
export function useOnce(): (action: () => Promise<unknown>) => void {
  const pending = useRef(false);
  return (action) => {
    if (pending.current) return;
    pending.current = true;
    void action().finally(() => {
      pending.current = false;
    });
  };
}
