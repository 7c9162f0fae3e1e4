import { describe, expect, it } from 'vitest';
import { countOf, formatNumber, pluralNoun } from './plural';

describe('countOf', () => {
  it('uses the singular for exactly one and the plural for every other count, zero included', () => {
    expect(countOf(1, 'day')).toBe('1 day');
    expect(countOf(0, 'day')).toBe('0 days');
    expect(countOf(2, 'day')).toBe('2 days');
    expect(countOf(21, 'review')).toBe('21 reviews');
  });

  it('takes an irregular plural and groups large numbers', () => {
    expect(countOf(1, 'reply', 'replies')).toBe('1 reply');
    expect(countOf(3, 'reply', 'replies')).toBe('3 replies');
    expect(countOf(12_345, 'point')).toBe('12,345 points');
  });

  it('agrees with English plural rules for whole numbers', () => {
    const rules = new Intl.PluralRules('en');
    for (const count of [0, 1, 2, 5, 11, 21, 101, 1000]) {
      expect(pluralNoun(count, 'one', 'other')).toBe(rules.select(count));
    }
  });
});

describe('formatNumber', () => {
  it('groups thousands and leaves fractions alone', () => {
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1_000)).toBe('1,000');
    expect(formatNumber(1_234_567)).toBe('1,234,567');
    expect(formatNumber(4.5)).toBe('4.5');
  });
});
