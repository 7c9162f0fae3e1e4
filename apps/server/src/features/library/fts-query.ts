/**
 * The words of a search as the full-text engines are given them: letters and digits only, so no user input is
 * ever read as query syntax (FTS5's quotes, stars, column filters, NEAR, AND/OR/NOT; PostgreSQL's operators).
 * Empty when the search holds no word (only punctuation or emoji): then nothing matches and nothing is asked.
 */
export function searchWords(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 16);
}

/**
 * An FTS5 MATCH expression for the words: each a quoted string (a word can hold no quote), AND-ed by adjacency.
 * No prefix search: FTS5 gathers a prefix's whole list of matches before the first row, so a common prefix would
 * cost in proportion to the library; the porter stemmer already finds a word's other forms.
 */
export function fts5Match(words: readonly string[]): string {
  return words.map((word) => `"${word}"`).join(' ');
}

/** The words as websearch_to_tsquery reads them: plain words, AND-ed (it raises no syntax error on any input). */
export function websearchText(words: readonly string[]): string {
  return words.join(' ');
}
