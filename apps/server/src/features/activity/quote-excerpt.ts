/** About how much of a user's text an activity line quotes: one line on the dashboard, even at 375 px. */
export const QUOTE_MAX_CHARACTERS = 80;

/**
 * A user's text shortened for quoting in an activity line: at most `max` characters including the '…',
 * cut at the last word boundary when one falls in the last third (so words stay whole), else mid-word.
 * Counted in code points, so an emoji is never split. Text that fits is returned unchanged; the whole text
 * stays on the item's own page.
 */
export function quoteExcerpt(text: string, max = QUOTE_MAX_CHARACTERS): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  const head = characters.slice(0, max - 1).join('');
  const boundary = head.search(/\s\S*$/);
  const cut = boundary >= Math.floor((max * 2) / 3) ? head.slice(0, boundary) : head;
  return `${cut.trimEnd()}…`;
}
