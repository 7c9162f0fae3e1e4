import { describe, expect, it } from 'vitest';
import { authLogLevel } from './auth-log';

describe("Better Auth's log levels", () => {
  it.each([
    'Invalid callbackURL: http://evil.example/steal',
    'Invalid origin: https://evil.example',
    'Provider not found. Make sure to add the provider in your auth config',
    'Failed to parse state',
    'State not found',
    'account_not_linked',
    'Unable to link account - untrusted provider',
  ])('logs a caller’s mistake as a warning: %s', (message) => {
    expect(authLogLevel('error', message)).toBe('warn');
  });

  it('keeps the server’s own failures at error level, and maps the levels pino lacks', () => {
    expect(authLogLevel('error', 'Failed to delete session from database')).toBe('error');
    expect(authLogLevel('error', 'INTERNAL_SERVER_ERROR')).toBe('error');
    expect(authLogLevel('error', 'Unable to link account')).toBe('error');
    expect(authLogLevel('error', 'unable_to_create_user')).toBe('error');
    expect(authLogLevel('info', 'Invalid callbackURL: x')).toBe('info');
    expect(authLogLevel('success', 'Migrated')).toBe('info');
  });
});
