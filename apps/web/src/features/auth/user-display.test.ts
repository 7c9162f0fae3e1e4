import { describe, expect, it } from 'vitest';
import { displayNameOf, initialOf } from './user-display';

describe('displayNameOf', () => {
  it('uses the display name when there is one', () => {
    expect(displayNameOf({ displayName: 'Ada Lovelace', email: 'ada@example.com' })).toBe('Ada Lovelace');
  });

  it('falls back to the e-mail part before the @', () => {
    expect(displayNameOf({ displayName: null, email: 'grace.hopper@example.com' })).toBe('grace.hopper');
    expect(displayNameOf({ displayName: '   ', email: 'alan@example.com' })).toBe('alan');
  });

  it("falls back to 'User' when neither gives a name", () => {
    expect(displayNameOf({ displayName: null, email: null })).toBe('User');
    expect(displayNameOf({ displayName: '', email: '@example.com' })).toBe('User');
    expect(displayNameOf(null)).toBe('User');
  });
});

describe('initialOf', () => {
  it('takes the first letter of the display name, upper-cased', () => {
    expect(initialOf({ displayName: 'ada', email: 'zed@example.com' })).toBe('A');
  });

  it('takes the first letter of the e-mail without a display name', () => {
    expect(initialOf({ displayName: null, email: 'grace@example.com' })).toBe('G');
    expect(initialOf({ displayName: ' ', email: 'ben@example.com' })).toBe('B');
  });

  it("falls back to 'U'", () => {
    expect(initialOf({ displayName: null, email: null })).toBe('U');
    expect(initialOf(undefined)).toBe('U');
  });

  it('keeps a character outside the basic plane whole', () => {
    expect(initialOf({ displayName: '𝒜lice' })).toBe('𝒜');
  });
});
