import { ACCOUNT_MESSAGES, PUSH_TEXTS, type AccountSession } from '@teachloop/shared';
import { LoadFailure } from '../../../components/common/load-failure';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/page';
import { Tag } from '../../../components/ui/tag';
import { loadErrorText } from '../../../lib/error-text';
import { relativeTime } from '../../../lib/relative-time';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/account';

/** 'Chrome on macOS'-like words from a user agent, or a plain fallback; enough to recognise one's devices. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'A browser';
  const system = /iPhone|iPad/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  return system ? `${browser} on ${system}` : browser;
}

function Device({ session }: { session: AccountSession }) {
  const end = useEndSession();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-5">
      <div className="min-w-0">
        <p className="text-sm font-semibold text-fg">
          {deviceName(session.userAgent)}
          {session.current ? (
            <Tag tone="accent" className="ml-2">
              This device
            </Tag>
          ) : null}
          {session.push ? (
            <Tag tone="neutral" className="ml-2">
              {PUSH_TEXTS.deviceHasPush}
            </Tag>
          ) : null}
        </p>
        <p className="text-xs text-muted">
          Signed in {relativeTime(session.createdAt)} · last active {relativeTime(session.lastActiveAt)}
          {session.ipAddress ? ` · ${session.ipAddress}` : ''}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          size="sm"
          disabled={end.isPending}
          onClick={() => end.mutate(session.id)}
          aria-label={`Sign out ${deviceName(session.userAgent)}, signed in ${relativeTime(session.createdAt)}`}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

/** The devices signed in to this account, each with a way to sign it out, and 'Sign out everywhere else'. */
export function SignedInDevices() {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  if (sessions.isPending) return <Spinner label="Loading your devices…" />;
  if (sessions.isError)
    return (
      <LoadFailure
        message={loadErrorText(sessions.error, 'Couldn’t load your devices.')}
        onRetry={() => void sessions.refetch()}
      />
    );
  const others = sessions.data.filter((session) => !session.current).length;
  return (
    <div className="flex flex-col gap-3">
      <ul className="divide-y divide-line rounded-card border border-line bg-surface shadow-sm">
        {sessions.data.map((session) => (
          <Device key={session.id} session={session} />
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          disabled={others === 0 || endOthers.isPending}
          onClick={() => endOthers.mutate()}
        >
          Sign out everywhere else
        </Button>
        <p role="status" className="text-sm text-muted">
          {endOthers.isSuccess
            ? ACCOUNT_MESSAGES.otherSessionsEnded
            : endOthers.isError
              ? 'Couldn’t sign the other devices out. Try again.'
              : ''}
        </p>
      </div>
    </div>
  );
}
