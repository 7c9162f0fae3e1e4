/**
 * Counts with their nouns, from one place: '1 day', '2 days', '1,234 reviews'. English has two forms, one for
 * exactly 1 and one for everything else (0 included), which is what Intl.PluralRules('en') says too; this is
 * written out so a page that prints a count loads no locale data. Numbers are grouped as the app shows them.
 */

/** '1234' as '1,234' (English grouping); anything not whole is printed as it is. */
export function formatNumber(value: number): string {
  if (!Number.isInteger(value)) return String(value);
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The noun for a count: `one` for exactly 1, else `other` (by default `one` with an s). */
export function pluralNoun(count: number, one: string, other = `${one}s`): string {
  return count === 1 ? one : other;
}

/** The count and its noun: countOf(1, 'day') is '1 day', countOf(2, 'reply', 'replies') is '2 replies'. */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${formatNumber(count)} ${pluralNoun(count, one, other)}`;
}
