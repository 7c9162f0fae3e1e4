/** UTC is a zone every runtime knows, though some leave it out of their list. */
const UTC = 'UTC';

/** The IANA zones this browser can list for a picker, or null when it cannot (a text field is offered then). */
export function listedTimeZones(): string[] | null {
  try {
    return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : null;
  } catch {
    return null;
  }
}

/** 'America/New_York' as people read it: 'America/New York'. */
export const timeZoneLabel = (zone: string) => zone.replaceAll('_', ' ');

const browserZoneLabel = (zone: string) => `Use my browser’s time zone (${timeZoneLabel(zone)})`;

/**
 * A time-zone picker's options: the browser's own zone first when it differs from the saved one, then every
 * listed zone in order (with the saved one and UTC, should the list lack them), each once.
 */
export function timeZoneOptions(
  zones: readonly string[],
  saved: string,
  browser: string,
): { value: string; label: string }[] {
  const offerBrowser = browser !== '' && browser !== saved;
  const rest = [...new Set([...zones, saved, UTC])]
    .filter((zone) => zone !== '' && !(offerBrowser && zone === browser))
    .sort();
  return [
    ...(offerBrowser ? [{ value: browser, label: browserZoneLabel(browser) }] : []),
    ...rest.map((zone) => ({ value: zone, label: timeZoneLabel(zone) })),
  ];
}
