import { SIGN_IN_LINK_TEXTS } from '@teachloop/shared';
import { useSearchParams } from 'react-router';
import { SignInLinkLanding } from '../../features/auth/components/sign-in-link-landing';
import { AuthShell } from '../layout/auth-shell';

/** Where the e-mailed sign-in link lands: /sign-in-link?token=… */
export function SignInLinkPage() {
  const [params] = useSearchParams();
  return (
    <AuthShell title={SIGN_IN_LINK_TEXTS.pageTitle}>
      <SignInLinkLanding token={params.get('token') ?? ''} />
    </AuthShell>
  );
}
