import { EMAIL_VERIFICATION_TEXTS as TEXTS } from '@teachloop/shared';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { ButtonLink } from '../../components/ui/button';
import { useConfirmEmailLink } from '../../features/auth/api/email-address';
import { useSession } from '../../lib/session';
import { AuthShell } from '../layout/auth-shell';

/**
 * Where a mailed link lands (/verify-email?token=…): a verification link or an e-mail change. The token is sent
 * once; the page then says what happened and offers the way on (the dashboard, or the login when signed out).
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmailLink();
  const { status } = useSession();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    confirm.mutate(token);
  }, [confirm, token]);

  const onward =
    status === 'signed-in' ? { to: '/dashboard', label: TEXTS.continue } : { to: '/login', label: 'Log in' };
  const failed = !token || confirm.isError;
  return (
    <AuthShell title="Verify your e-mail">
      <div className="flex flex-col gap-4">
        {confirm.isSuccess ? (
          <Alert tone="success">{confirm.data.changed ? TEXTS.changed : TEXTS.verified}</Alert>
        ) : failed ? (
          <Alert tone="error" title={TEXTS.linkInvalid}>
            {TEXTS.linkInvalidHint}
          </Alert>
        ) : (
          <p role="status">{TEXTS.verifying}</p>
        )}
        {confirm.isSuccess || failed ? (
          <ButtonLink to={onward.to} size="lg" className="w-full">
            {onward.label}
          </ButtonLink>
        ) : null}
      </div>
    </AuthShell>
  );
}
