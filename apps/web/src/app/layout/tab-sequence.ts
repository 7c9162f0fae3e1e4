const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/** Whether the browser's Tab would stop on `element`: focusable, not taken out of the sequence, and shown. */
function isTabStop(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.closest('[inert], [hidden], [aria-hidden="true"]')) return false;
  // Chromium and Firefox know checkVisibility (display: none on the element or an ancestor); jsdom does not.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/**
 * The next stop of the page's Tab sequence after `from` (in document order; the app sets no positive
 * tabindex), skipping anything inside `skip`. A portalled popup (the account menu) sits at the end of the
 * document, so when it closes on Tab, focus moves on from its trigger rather than from where the popup was.
 */
export function nextTabStopAfter(from: HTMLElement, skip?: Element | null): HTMLElement | null {
  for (const element of document.querySelectorAll<HTMLElement>(TABBABLE)) {
    const after = from.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING;
    if (after && !from.contains(element) && !skip?.contains(element) && isTabStop(element)) return element;
  }
  return null;
}
