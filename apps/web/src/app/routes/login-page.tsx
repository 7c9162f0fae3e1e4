import { AUTH_MESSAGES } from '@teachloop/shared';
import { Link } from 'react-router';
import { GuestOnly } from '../../features/auth/components/guest-only';
import { LoginForm } from '../../features/auth/components/login-form';
import { OrDivider } from '../../features/auth/components/or-divider';
import { TermsNote } from '../../features/auth/components/terms-note';
import { GoogleButton } from '../../features/auth/google/google-button';
import { useGoogleSignIn } from '../../features/auth/google/use-google-sign-in';
import { useAfterLoginPath } from '../../features/auth/hooks/after-login-path';
import { AuthShell } from '../layout/auth-shell';

/** The page's frame and heading show at once (and in the prerendered HTML); the form waits for the session. */
export function LoginPage() {
  const google = useGoogleSignIn({
    cancelledText: AUTH_MESSAGES.popupCancelled,
    failureText: AUTH_MESSAGES.loginDefault,
  });
  return (
    <AuthShell title="Log in" lead="Welcome back. Pick up where you left off.">
      <div className="flex flex-col gap-5">
        <GuestOnly to={useAfterLoginPath()}>
          <div className="flex flex-col gap-5">
            <LoginForm />
            <OrDivider />
            <GoogleButton google={google} label="Continue with Google" />
          </div>
        </GuestOnly>
        <p className="text-center text-sm text-muted">
          New to Teachloop?{' '}
          <Link to="/signup" className="rounded font-semibold text-primary hover:underline">
            Create Account
          </Link>
        </p>
        <TermsNote />
      </div>
    </AuthShell>
  );
}
