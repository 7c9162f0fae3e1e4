import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countVisibleCharacters, hasDirectionOverrides, hasVisibleCharacters } from './text-characters';
import { hasLinkLikeText } from './link-like-text';
import { countWords } from './word-count';
import { reviewEarnsReviewerXp } from './xp/rules';

/** Characters that show nothing: spaces, zero-widths, joiners, BOM, tags, variation selectors, fillers, blanks. */
const INVISIBLES = [
  ' ',
  '\t',
  '\n',
  '\u00A0',
  '\u00AD',
  '\u034F',
  '\u115F',
  '\u1160',
  '\u180E',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\u2062',
  '\u2800',
  '\u3000',
  '\u3164',
  '\uFE0F',
  '\uFEFF',
  '\uFFA0',
  '\u{E0041}',
];
const invisibleText = fc
  .array(fc.constantFrom(...INVISIBLES), { maxLength: 60 })
  .map((parts) => parts.join(''));

describe('visible characters', () => {
  it('finds none in any mix of invisible characters', () => {
    fc.assert(
      fc.property(invisibleText, (text) => {
        expect(hasVisibleCharacters(text)).toBe(false);
        expect(countVisibleCharacters(text)).toBe(0);
        expect(countWords(text)).toBe(0);
      }),
    );
  });

  it('counts what a reader sees whatever invisible characters are mixed in', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'Z', '7', 'é', '東', '!', '€', '😀'), { minLength: 1, maxLength: 40 }),
        fc.array(invisibleText, { minLength: 41, maxLength: 41 }),
        (visible, noise) => {
          // Only format characters and fillers between the letters: no white space, so no gaps.
          const glued = noise.map((part) => part.replace(/[\s\u2800\u3000]/gu, ''));
          const text = visible.map((character, i) => `${glued[i]}${character}`).join('') + glued[40];
          expect(countVisibleCharacters(text)).toBe(visible.length);
        },
      ),
    );
  });

  it.each([
    ['Clear, with examples', 20],
    ['  two   words  ', 9],
    ['👩‍💻 ok', 5],
    ['\u200B'.repeat(25), 0],
    ['\u3164 \u3164 \u3164', 0],
  ])('%j is %i characters long as seen', (text, length) => {
    expect(countVisibleCharacters(text)).toBe(length);
  });

  it('pays a reviewer for 20 seen characters, not for 25 zero-width spaces', () => {
    expect(reviewEarnsReviewerXp({ rating: 5, comment: '\u200B'.repeat(25) })).toBe(false);
    expect(reviewEarnsReviewerXp({ rating: 5, comment: `ok${'\u200B'.repeat(30)}` })).toBe(false);
    expect(reviewEarnsReviewerXp({ rating: 5, comment: 'Clear, with examples' })).toBe(true);
  });
});

describe('countWords', () => {
  it('counts no word made of Hangul fillers or braille blanks', () => {
    expect(countWords(Array(50).fill('\u3164').join(' '))).toBe(0);
    expect(countWords(Array(50).fill('\uFFA0\u115F\u1160').join(' '))).toBe(0);
    expect(countWords(Array(50).fill('\u2800').join(' '))).toBe(0);
  });

  it('keeps a word with combining marks whole', () => {
    expect(countWords('नमस्ते दुनिया')).toBe(2);
    expect(countWords('cafe\u0301 au lait')).toBe(3);
    expect(countWords('한국어 문장')).toBe(2);
  });

  it('counts n space-separated words as n, with invisible characters around them', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-zA-Z0-9]{1,8}$/), { minLength: 0, maxLength: 60 }),
        invisibleText,
        (words, noise) => {
          expect(countWords(words.join(` ${noise} `))).toBe(words.length);
        },
      ),
    );
  });
});

describe('direction overrides in free text', () => {
  it.each(['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'])(
    'finds %j in a text',
    (control) => {
      expect(hasDirectionOverrides(`Nice ${control}work`)).toBe(true);
    },
  );

  it('lets the single direction marks and right-to-left text through', () => {
    expect(hasDirectionOverrides('שלום\u200F (hello) مرحبا\u061C')).toBe(false);
  });
});

describe('hasLinkLikeText', () => {
  it.each([
    'FREE XP CLICK http://x.example',
    'hxxps://evil',
    'www.freexp.win',
    'Go to EXAMPLE.ORG',
    'bit.ly/abc',
    'free\u200B.com',
    'ｆｒｅｅ。ｃｏｍ',
    '10.0.0.1 rocks',
  ])('finds a link in %j', (text) => {
    expect(hasLinkLikeText(text)).toBe(true);
  });

  it.each(['Dr. J.R. Smith', 'J.R.R. Tolkien', 'Ana Ph.D.', 'St.John', 'Mr.Li', 'v1.2 fan', 'ليلى حسن'])(
    'finds none in %j',
    (text) => {
      expect(hasLinkLikeText(text)).toBe(false);
    },
  );
});
