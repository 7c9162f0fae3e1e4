import { useEffect, useRef, useState } from 'react';
import type { Notification } from '@teachloop/shared';
import { useMarkAllRead } from '../api/mark-read';

/**
 * While the notification centre is open, what it lists counts as read: once the list and the bell's count
 * have both arrived and the count is above zero, everything is marked read, so the bell clears on arrival and
 * stays clear for one that arrives live while the page is open. The page still shows which were new: the ids
 * seen unread during this visit are kept. A failed mark is not repeated (no loop); the bell keeps its count.
 */
export function useReadWhileOpen({
  shown,
  settled,
  unread,
}: {
  /** The notifications on screen. */
  shown: readonly Notification[];
  /** Both the list and the count have arrived and neither is being fetched again. */
  settled: boolean;
  unread: number;
}): ReadonlySet<string> {
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(() => new Set());
  const unseen = shown.filter((notification) => notification.readAt === null && !newIds.has(notification.id));
  // Adjusted during render (not in an effect), so a new one is highlighted in the same paint that shows it.
  if (unseen.length > 0) setNewIds(new Set([...newIds, ...unseen.map((notification) => notification.id)]));

  const { mutate, isError } = useMarkAllRead();
  // A ref, not the mutation's state: StrictMode's second effect run comes before that state updates.
  const marking = useRef(false);
  const due = settled && unread > 0 && !isError;
  useEffect(() => {
    if (!due || marking.current) return;
    marking.current = true;
    mutate(undefined, { onSettled: () => (marking.current = false) });
  }, [due, mutate]);
  return newIds;
}
