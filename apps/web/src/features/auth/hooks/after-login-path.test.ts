import { describe, expect, it } from 'vitest';
import { afterLoginPath } from './after-login-path';

describe('afterLoginPath', () => {
  it('returns to the full location the guard stored', () => {
    const from = { pathname: '/feedback/42', search: '?tab=due', hash: '#panel', state: null, key: 'k' };
    expect(afterLoginPath({ from })).toBe('/feedback/42?tab=due#panel');
  });

  it.each([
    ['no state', null],
    ['no from', { other: 1 }],
    ['a protocol-relative path', { from: { pathname: '//evil.example/x', search: '', hash: '' } }],
    ['a relative path', { from: { pathname: 'dashboard' } }],
    ['the login page itself', { from: { pathname: '/login', search: '', hash: '' } }],
    ['the signup page', { from: { pathname: '/signup', search: '', hash: '' } }],
  ])('falls back to the dashboard for %s', (_, state) => {
    expect(afterLoginPath(state)).toBe('/dashboard');
  });

  it('tolerates a missing query and hash', () => {
    expect(afterLoginPath({ from: { pathname: '/portfolio' } })).toBe('/portfolio');
  });
});
