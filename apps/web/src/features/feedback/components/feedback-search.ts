/**
 * The search box of each tab: case-insensitive, every word typed must appear in one of the row's fields
 * (title, the other person's name, the comment).
 */
export function matchesSearch(fields: (string | null | undefined)[], query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fields.filter(Boolean).join('\n').toLowerCase();
  return words.every((word) => haystack.includes(word));
}
