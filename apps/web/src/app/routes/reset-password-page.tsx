import { AUTH_MESSAGES } from '@teachloop/shared';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { ButtonLink } from '../../components/ui/button';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { AuthShell } from '../layout/auth-shell';

/** Where the e-mailed link lands: /reset-password?token=… or, for a link the server rejected, ?error=… */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const usable = token && !params.has('error');

  return (
    <AuthShell title="Choose a new password">
      {usable ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="flex flex-col gap-4">
          <Alert tone="error">{AUTH_MESSAGES.resetLinkInvalid}</Alert>
          <ButtonLink to="/login" size="lg" className="w-full">
            Go to login
          </ButtonLink>
        </div>
      )}
    </AuthShell>
  );
}
