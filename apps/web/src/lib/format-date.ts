const DATE = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** '12 Mar 2025'-style dates in the reader's time zone. */
export function formatDate(ts: number): string {
  return DATE.format(new Date(ts));
}
