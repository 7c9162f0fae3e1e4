import { useEffect, useState } from 'react';

/**
 * The current time for texts such as 'n days left', refreshed every minute so they stay true on a page left
 * open overnight. Pass the times the shown data arrived (a query's `dataUpdatedAt`): the result is never
 * earlier than those, so an item that arrives between two ticks is counted from its arrival, not from a clock
 * up to a minute old (which, rounding up, read '2 days left' for an item due in one day).
 */
export function useNow(...dataTimes: number[]): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(now, ...dataTimes);
}
