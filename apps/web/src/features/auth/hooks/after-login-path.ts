import { useLocation } from 'react-router';
import { z } from 'zod';

export const DEFAULT_AFTER_LOGIN_PATH = '/dashboard';

/** Pages that must not be returned to after login: they would only redirect again. */
const AUTH_PAGES = new Set(['/login', '/signup']);

// An in-app path only ('/x', never '//host'): the state could in principle come from anywhere in history.
const fromStateSchema = z.object({
  from: z.object({
    pathname: z.string().regex(/^\/(?!\/)/),
    search: z.string().catch(''),
    hash: z.string().catch(''),
  }),
});

/**
 * Where to go after logging in: the location the login guard stored in history state (path, query and hash),
 * else the dashboard.
 */
export function afterLoginPath(state: unknown): string {
  const parsed = fromStateSchema.safeParse(state);
  if (!parsed.success || AUTH_PAGES.has(parsed.data.from.pathname)) return DEFAULT_AFTER_LOGIN_PATH;
  const { pathname, search, hash } = parsed.data.from;
  return `${pathname}${search}${hash}`;
}

export function useAfterLoginPath(): string {
  return afterLoginPath(useLocation().state);
}
