import { countOf, DAY_MS } from '@teachloop/shared';

/** Spec: days left round up and never go below 0. */
export function daysLeft(dueTs: number, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((dueTs - now) / DAY_MS));
}

/** 'Due today', '1 day left' or 'n days left'. */
export function dueText(dueTs: number, now: number = Date.now()): string {
  const days = daysLeft(dueTs, now);
  if (days === 0) return 'Due today';
  return `${countOf(days, 'day')} left`;
}

/** Due date ascending, soonest first (the server already sorts so; the pages do not rely on it). */
export function byDueDate<T extends { dueTs: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.dueTs - b.dueTs);
}
