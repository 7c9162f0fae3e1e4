import { formatDate } from './format-date';

// Made at the first use, not when the module loads (an Intl formatter costs milliseconds on a slow phone).
let relative: Intl.RelativeTimeFormat | undefined;
const inUnits = (value: number, unit: Intl.RelativeTimeFormatUnit) => {
  relative ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  return relative.format(value, unit);
};
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'just now', '5 minutes ago', '3 hours ago', 'yesterday', '4 days ago', then a date after a week. */
export function relativeTime(ts: number, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - ts);
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return inUnits(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return inUnits(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return inUnits(-Math.floor(elapsed / DAY), 'day');
  return formatDate(ts);
}
