// Formatters are made at their first use, not when the module loads (a page that shows no date does not pay
// for one), and then kept: building an Intl formatter costs a slow phone milliseconds each time.
let date: Intl.DateTimeFormat | undefined;
let dateTime: Intl.DateTimeFormat | undefined;

/** '12 Mar 2025'-style dates in the reader's time zone. */
export function formatDate(ts: number): string {
  date ??= new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
  return date.format(new Date(ts));
}

/** '12 Mar 2025, 14:05'-style moments in the reader's time zone (a relative time's tooltip). */
export function formatDateTime(ts: number): string {
  dateTime ??= new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
  return dateTime.format(new Date(ts));
}
