import { SIGN_IN_LINK_TEXTS as TEXTS } from '@teachloop/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { RequestErrorBanner } from '../../../components/common/form-error-banner';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { signInByLinkErrorText, useSignInByLink } from '../api/sign-in-link';

/**
 * Where an e-mailed sign-in link lands (/sign-in-link?token=…). It signs in only when the button is pressed (a
 * POST): mail scanners that open links to check them would otherwise spend the single-use link before its owner
 * does. Signed in, it goes to the dashboard, replacing this page in the history.
 */
export function SignInLinkLanding({ token }: { token: string }) {
  const signIn = useSignInByLink();
  const navigate = useNavigate();
  useEffect(() => {
    if (signIn.isSuccess) void navigate('/dashboard', { replace: true });
  }, [signIn.isSuccess, navigate]);

  if (!token) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="error">{TEXTS.linkInvalid}</Alert>
        <ButtonLink to="/login" size="lg" className="w-full">
          {TEXTS.backToLogin}
        </ButtonLink>
      </div>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        signIn.mutate(token);
      }}
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-muted">{TEXTS.pageIntro}</p>
      <RequestErrorBanner error={signIn.error} text={signInByLinkErrorText} />
      <Button type="submit" size="lg" disabled={signIn.isPending || signIn.isSuccess} className="w-full">
        {signIn.isPending || signIn.isSuccess ? TEXTS.signingIn : TEXTS.signIn}
      </Button>
      {signIn.isError ? (
        <ButtonLink to="/login" variant="secondary" size="lg" className="w-full">
          {TEXTS.backToLogin}
        </ButtonLink>
      ) : null}
    </form>
  );
}
