const DAY_MS = 86_400_000;
let formatter: Intl.DateTimeFormat | undefined;

/** The next Monday 00:00 UTC after `now`, the moment the server starts a new leaderboard week. */
export function nextWeekStart(now: number): number {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const weekday = new Date(today).getUTCDay(); // 0 Sunday … 6 Saturday
  return today + ((8 - weekday) % 7 || 7) * DAY_MS;
}

/**
 * When a leaderboard week starts, on the reader's own clock: 'Monday at 01:00' in Paris, 'Sunday at 19:00' in
 * New York (the next start, so this week's daylight-saving time counts).
 */
export function localWeekStart(now = Date.now()): string {
  formatter ??= new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = formatter.formatToParts(new Date(nextWeekStart(now)));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} at ${part('hour')}:${part('minute')}`;
}
