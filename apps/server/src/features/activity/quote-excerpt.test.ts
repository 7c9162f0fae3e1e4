import { describe, expect, it } from 'vitest';
import { ACTIVITY_TEXTS } from './activity-texts';
import { quoteExcerpt, QUOTE_MAX_CHARACTERS } from './quote-excerpt';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

describe('quoteExcerpt', () => {
  it('leaves text of up to 80 characters as it is', () => {
    expect(quoteExcerpt('Explain FIFO')).toBe('Explain FIFO');
    const exact = 'x'.repeat(QUOTE_MAX_CHARACTERS);
    expect(quoteExcerpt(exact)).toBe(exact);
  });

  it('cuts longer text at a word boundary, with an ellipsis, within 80 characters', () => {
    const prompt = words(400); // about 2,000 characters, the longest prompt
    const quoted = quoteExcerpt(prompt);
    expect(quoted.endsWith('…')).toBe(true);
    expect(Array.from(quoted).length).toBeLessThanOrEqual(QUOTE_MAX_CHARACTERS);
    expect(Array.from(quoted).length).toBeGreaterThan(60);
    expect(prompt.startsWith(`${quoted.slice(0, -1)} `)).toBe(true);
  });

  it('cuts mid-word when the text has no boundary near the end (a long URL)', () => {
    const url = `https://example.com/${'a'.repeat(200)}`;
    expect(quoteExcerpt(url)).toBe(`${url.slice(0, QUOTE_MAX_CHARACTERS - 1)}…`);
  });

  it('never splits a character made of two code units', () => {
    const quoted = quoteExcerpt('🙂'.repeat(100));
    expect(quoted).toBe(`${'🙂'.repeat(QUOTE_MAX_CHARACTERS - 1)}…`);
  });
});

describe('teach-back activity texts', () => {
  it('keep the spec’s wording and quote a long prompt shortened', () => {
    const prompt = words(400);
    const quoted = quoteExcerpt(prompt);
    expect(ACTIVITY_TEXTS.teachbackStarted(prompt)).toBe(`Started teach-back "${quoted}"`);
    expect(ACTIVITY_TEXTS.teachbackSaved(prompt)).toBe(`Saved teach-back "${quoted}"`);
    expect(ACTIVITY_TEXTS.teachbackCompleted(prompt)).toBe(`Completed teach-back "${quoted}"`);
    expect(ACTIVITY_TEXTS.teachbackStarted('Explain FIFO')).toBe('Started teach-back "Explain FIFO"');
  });
});
