import { AUTH_MESSAGES } from '@teachloop/shared';
import { Link } from 'react-router';
import { GuestOnly } from '../../features/auth/components/guest-only';
import { OrDivider } from '../../features/auth/components/or-divider';
import { SignupForm } from '../../features/auth/components/signup-form';
import { TermsNote } from '../../features/auth/components/terms-note';
import { GoogleButton } from '../../features/auth/google/google-button';
import { useGoogleSignIn } from '../../features/auth/google/use-google-sign-in';
import { DEFAULT_AFTER_LOGIN_PATH } from '../../features/auth/hooks/after-login-path';
import { useRememberInvite } from '../../features/invites/remember-invite';
import { AuthShell } from '../layout/auth-shell';

/** The page's frame and heading show at once (and in the prerendered HTML); the form waits for the session. */
export function SignupPage() {
  // Opened from a friend's invite link: the account made here, by e-mail or Google, is recorded as invited.
  useRememberInvite();
  const google = useGoogleSignIn({
    cancelledText: AUTH_MESSAGES.signupPopupCancelled,
    failureText: AUTH_MESSAGES.signupDefault,
  });
  return (
    <AuthShell
      title="Create your account"
      lead="Learn by teaching: challenges, teach-backs and peer feedback."
    >
      <div className="flex flex-col gap-5">
        <GuestOnly to={DEFAULT_AFTER_LOGIN_PATH}>
          <div className="flex flex-col gap-5">
            <SignupForm />
            <OrDivider />
            <GoogleButton google={google} label="Sign up with Google" />
          </div>
        </GuestOnly>
        <p className="text-center text-sm text-muted">
          Already have an account?{' '}
          <Link to="/login" className="rounded font-semibold text-primary hover:underline">
            Log In
          </Link>
        </p>
        <TermsNote />
      </div>
    </AuthShell>
  );
}
