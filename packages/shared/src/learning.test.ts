import { describe, expect, it } from 'vitest';
import { countWords } from './word-count';

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   \n\t ', 0],
    ['one', 1],
    ['Binary search halves the range.', 5],
    ['don’t re-read the well-known O(log n) bound', 8],
    ['— … !!! 42', 1],
    ['Zwölf Bücher, 東京 and café', 5],
    ['line one\nline two\n\nline three', 6],
  ])('%j has %i words', (text, words) => {
    expect(countWords(text)).toBe(words);
  });
});
