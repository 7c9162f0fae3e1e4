import { GENERIC_MESSAGES, SIGN_IN_METHOD_MESSAGES } from '@teachloop/shared';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { RequestErrorBanner } from '../../../components/common/form-error-banner';
import { LoadFailure } from '../../../components/common/load-failure';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/page';
import { Tag } from '../../../components/ui/tag';
import { loadErrorText } from '../../../lib/error-text';
import { authErrorText } from '../../../lib/auth-error-text';
import { useConnectGoogle, useDisconnectGoogle, useSignInMethods } from '../api/sign-in-methods';

/** What Google's return to the settings says when connecting did not happen (Better Auth's error codes). */
const CONNECT_ERRORS: Record<string, string> = {
  unable_to_link_account: SIGN_IN_METHOD_MESSAGES.googleNotVerified,
  email_doesn_t_match: SIGN_IN_METHOD_MESSAGES.googleOtherAddress,
  "email_doesn't_match": SIGN_IN_METHOD_MESSAGES.googleOtherAddress,
  email_does_not_match: SIGN_IN_METHOD_MESSAGES.googleOtherAddress,
  account_already_linked_to_different_user: SIGN_IN_METHOD_MESSAGES.googleTakenElsewhere,
};

function Method({
  name,
  connected,
  children,
}: {
  name: string;
  connected: boolean;
  children?: React.ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-5">
      <p className="text-sm font-semibold text-fg">
        {name}
        <Tag tone={connected ? 'accent' : 'neutral'} className="ml-2">
          {connected ? 'Connected' : 'Not connected'}
        </Tag>
      </p>
      {children}
    </li>
  );
}

/** Settings' 'Sign-in methods': e-mail and password, Google; connect or disconnect Google, never the last way in. */
export function SignInMethodsList() {
  const methods = useSignInMethods();
  const connect = useConnectGoogle();
  const disconnect = useDisconnectGoogle();
  const [params] = useSearchParams();
  const reasonId = useId();
  if (methods.isPending) return <Spinner label="Loading your sign-in methods…" />;
  if (methods.isError)
    return (
      <LoadFailure
        message={loadErrorText(methods.error, 'Couldn’t load your sign-in methods.')}
        onRetry={() => void methods.refetch()}
      />
    );
  const { password, google, googleAvailable } = methods.data;
  const returnedError = params.get('error');
  const lastWayIn = google && !password;
  return (
    <div className="flex flex-col gap-3">
      {returnedError ? (
        <Alert tone="error">{CONNECT_ERRORS[returnedError] ?? GENERIC_MESSAGES.somethingWentWrong}</Alert>
      ) : null}
      {params.get('google') === 'connected' && google ? (
        <p role="status" className="text-sm text-muted">
          {SIGN_IN_METHOD_MESSAGES.googleConnected}
        </p>
      ) : null}
      <RequestErrorBanner
        error={connect.error ?? disconnect.error}
        text={(error) => authErrorText(error, [400, 409, 429], GENERIC_MESSAGES.somethingWentWrong)}
      />
      <ul className="divide-y divide-line rounded-card border border-line bg-surface shadow-sm">
        <Method name="Email and password" connected={password} />
        <Method name="Google" connected={google}>
          {google ? (
            <div className="flex flex-col items-end gap-1">
              <Button
                variant="secondary"
                size="sm"
                disabled={lastWayIn || disconnect.isPending}
                aria-describedby={lastWayIn ? reasonId : undefined}
                onClick={() => disconnect.mutate()}
              >
                Disconnect Google
              </Button>
              {lastWayIn ? (
                <p id={reasonId} className="text-xs text-muted">
                  {SIGN_IN_METHOD_MESSAGES.lastMethod}
                </p>
              ) : null}
            </div>
          ) : googleAvailable ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={connect.isPending}
              onClick={() => connect.mutate()}
            >
              {connect.isPending ? 'Opening Google…' : 'Connect Google'}
            </Button>
          ) : null}
        </Method>
      </ul>
      {disconnect.isSuccess ? (
        <p role="status" className="text-sm text-muted">
          {SIGN_IN_METHOD_MESSAGES.googleDisconnected}
        </p>
      ) : null}
    </div>
  );
}
