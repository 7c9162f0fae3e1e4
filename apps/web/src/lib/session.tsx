import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { GENERIC_MESSAGES, type SessionUser } from '@teachloop/shared';
import { ApiError, apiFetch } from './api-client';
import { rememberSignedIn } from './session-hint';
import { sessionUserFrom } from './session-response';

/** The signed-in user as the server describes it (the shared contract the server serializes with). */
export type { SessionUser };

/** 'error': the server could not say (a 5xx, no network), which is not a sign-out (fetchSessionUser). */
type SessionStatus = 'loading' | 'signed-in' | 'signed-out' | 'error';

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
}

export interface SessionContextValue extends Session {
  signOut: () => Promise<void>;
  /** Asks the server again after the session check failed ('Try again'). */
  retry: () => void;
  /** The session is being asked again (after 'Try again', or a refetch): the button shows it is busy. */
  checking: boolean;
}

export const SESSION_QUERY_KEY = ['session'] as const;

/** Filled by SessionProvider only: tests render the real provider over MSW (test/render-page.tsx). */
const SessionContext = createContext<SessionContextValue | null>(null);

async function fetchSessionUser(): Promise<SessionUser | null> {
  try {
    const user = sessionUserFrom(await apiFetch<unknown>('/api/session'));
    // An answer we cannot read says nothing about the session: an error to retry, not a sign-out.
    if (user === undefined) throw new ApiError('internal', GENERIC_MESSAGES.somethingWentWrong, 200);
    return user;
  } catch (error) {
    // Only the server saying 'not signed in' signs the user out; a 5xx or a lost connection does not.
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Forgets who was signed in and everything read for them: the next person on this browser must not see it. */
export async function forgetSignedInUser(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  forgetUserData(queryClient);
}

/** Who is signed in, once the session check answers: the check already under way, not a second one. */
export function sessionUserOnce(queryClient: QueryClient): Promise<SessionUser | null> {
  return queryClient.fetchQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSessionUser }).catch(() => null);
}

function forgetUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (cached) => cached.queryKey[0] !== SESSION_QUERY_KEY[0] });
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // No retry: the guard shows 'Loading…' until this settles, then the error with 'Try again' (RequireAuth).
  const query = useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSessionUser, retry: false });
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);

  const signOut = useCallback(async () => {
    // Forget the user before the server does, so no signed-in read (the XP celebration's profile, a live
    // refetch) starts after the session has ended and meets a 401.
    await queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    try {
      await apiFetch('/api/auth/sign-out', { method: 'POST', body: {} });
    } catch {
      // Spec: a sign-out failure is silently ignored; the browser forgets the user either way.
    }
    forgetUserData(queryClient);
  }, [queryClient]);

  const { data, isError, isFetching: checking, errorUpdateCount } = query;
  useEffect(() => {
    if (data !== undefined) rememberSignedIn(data !== null);
  }, [data]);
  const value = useMemo<SessionContextValue>(() => {
    // A failed refetch keeps the last known user (data stays), so a network blip does not sign anyone out.
    const actions = { signOut, retry, checking };
    if (data !== undefined) return { status: data ? 'signed-in' : 'signed-out', user: data, ...actions };
    // 'Try again' puts the failed check back to pending: it stays the error, busy, until the server answers.
    return { status: isError || errorUpdateCount > 0 ? 'error' : 'loading', user: null, ...actions };
  }, [data, isError, errorUpdateCount, signOut, retry, checking]);

  return <SessionContext value={value}>{children}</SessionContext>;
}

function useSessionContext(): SessionContextValue {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession must be used inside <SessionProvider>.');
  return context;
}

/** Who is signed in: 'loading' until the server has answered, then 'signed-in' with a user or 'signed-out'. */
export function useSession(): Session {
  const { status, user } = useSessionContext();
  return { status, user };
}

/** 'Try again' after the session check failed, and whether that check is under way. */
export function useRetrySession(): { retry: () => void; checking: boolean } {
  const { retry, checking } = useSessionContext();
  return { retry, checking };
}

/**
 * Asks the server who is signed in now (after a sign-in set the cookie) and updates everyone watching the
 * session. A request already in flight is cancelled first: it was sent before the cookie existed.
 */
export function useRefreshSession(): () => Promise<SessionUser | null> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
    try {
      return await queryClient.fetchQuery({
        queryKey: SESSION_QUERY_KEY,
        queryFn: fetchSessionUser,
        staleTime: 0,
      });
    } catch {
      return null;
    }
  }, [queryClient]);
}

/**
 * Signs out and goes to /, as the spec asks. It leaves the current page first: forgetting the user while a
 * guarded page is still shown would let its guard redirect to /login before we reach /.
 */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useSessionContext();
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate('/');
    await signOut();
    // Should a guarded page still have been on screen when the user was forgotten, its guard sent us to
    // /login; land on / as the spec asks, in place of that step.
    await navigate('/', { replace: true });
  }, [navigate, signOut]);
}
