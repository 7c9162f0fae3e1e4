// Made at the first use, not when the module loads: a page that shows no date does not pay for it.
let date: Intl.DateTimeFormat | undefined;

/** '12 Mar 2025'-style dates in the reader's time zone. */
export function formatDate(ts: number): string {
  date ??= new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
  return date.format(new Date(ts));
}
