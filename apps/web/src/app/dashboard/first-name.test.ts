import { describe, expect, it } from 'vitest';
import { firstNameOf, greetingFor } from './first-name';

describe('firstNameOf', () => {
  it.each([
    [{ displayName: 'Ada Lovelace', email: 'ada@example.com' }, 'Ada'],
    [{ displayName: '  Grace   Hopper ', email: 'g@example.com' }, 'Grace'],
    [{ displayName: '   ', email: 'alan.turing@example.com' }, 'alan.turing'],
    [{ displayName: null, email: 'kay@example.com' }, 'kay'],
    [{ displayName: null, email: '@example.com' }, 'Friend'],
    [{ displayName: null, email: null }, 'Friend'],
    [null, 'Friend'],
  ])('%j → %s', (user, name) => {
    expect(firstNameOf(user)).toBe(name);
  });

  it('builds the greeting', () => {
    expect(greetingFor({ displayName: 'Ada Lovelace' })).toBe('Hey Ada, let’s keep your momentum going');
  });
});
