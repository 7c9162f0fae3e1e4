import {
  ACCOUNT_DISABLED_ERROR,
  AUTH_MESSAGES,
  LINK_NEEDS_PASSWORD_ERROR,
  SIGN_IN_METHOD_MESSAGES,
} from '@teachloop/shared';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { CANCELLED_CODES, reportGoogleResult } from '../../features/auth/google/google-popup-messages';

/** Long enough for the reports to leave this window before it closes. */
const CLOSE_DELAY_MS = 150;

/**
 * Where the provider (through the server's callback) sends the popup: /auth/popup-complete, with ?error=<code>
 * when sign-in did not happen. The session cookie is already set on success; this page tells the opener and
 * closes itself.
 */
export function GooglePopupComplete() {
  const [params] = useSearchParams();
  const error = params.get('error') ?? undefined;
  const reported = useRef(false);

  useEffect(() => {
    if (!reported.current) {
      reported.current = true;
      reportGoogleResult(error);
    }
    const timer = window.setTimeout(() => window.close(), CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [error]);

  const text = !error
    ? 'Signed in. You can close this window.'
    : CANCELLED_CODES.has(error)
      ? AUTH_MESSAGES.popupCancelled
      : error === LINK_NEEDS_PASSWORD_ERROR
        ? SIGN_IN_METHOD_MESSAGES.linkNeedsPassword
        : error === ACCOUNT_DISABLED_ERROR
          ? AUTH_MESSAGES.userDisabled
          : AUTH_MESSAGES.loginDefault;

  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <p role={error ? 'alert' : 'status'} className="text-sm text-fg">
        {text}
      </p>
      <Button variant="secondary" onClick={() => window.close()}>
        Close window
      </Button>
    </div>
  );
}
