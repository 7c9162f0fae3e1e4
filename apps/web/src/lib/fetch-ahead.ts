/**
 * Starts loading code ahead of need (a hovered link's page, a dialog's form, a form's validation). A failure
 * (offline, a deploy since the tab opened) is left to the moment the code is really needed, which loads it
 * again and shows what went wrong; here it is dropped, so it never surfaces as an unhandled rejection.
 */
export function fetchAhead(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}
