import { useLocation } from 'react-router';

export const DEFAULT_AFTER_LOGIN_PATH = '/dashboard';

/** Pages that must not be returned to after login: they would only redirect again. */
const AUTH_PAGES = new Set(['/login', '/signup']);

const stringOr = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);

/**
 * The stored location, if it is one: `from` with an in-app path ('/x', never '//host'; the state could in
 * principle come from anywhere in history), search and hash defaulting to ''. Checked by hand, not with zod,
 * so zod stays out of the login page's first load (after-login-path.test.ts covers the rules).
 */
function storedFrom(state: unknown): { pathname: string; search: string; hash: string } | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state;
  if (typeof from !== 'object' || from === null) return null;
  const { pathname, search, hash } = from as Record<string, unknown>;
  if (typeof pathname !== 'string' || !/^\/(?!\/)/.test(pathname)) return null;
  return { pathname, search: stringOr(search, ''), hash: stringOr(hash, '') };
}

/**
 * Where to go after logging in: the location the login guard stored in history state (path, query and hash),
 * else the dashboard.
 */
export function afterLoginPath(state: unknown): string {
  const from = storedFrom(state);
  if (!from || AUTH_PAGES.has(from.pathname)) return DEFAULT_AFTER_LOGIN_PATH;
  return `${from.pathname}${from.search}${from.hash}`;
}

export function useAfterLoginPath(): string {
  return afterLoginPath(useLocation().state);
}
