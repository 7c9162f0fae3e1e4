import { LogIn } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { IconBadge } from '../../../components/ui/icon-badge';
import { PageTitle } from '../../../components/common/page-title';

/**
 * /challenges is public, but its content is the visitor's own challenges: an anonymous visitor is asked to log
 * in (which returns here, as the login guard's redirects do) or to sign up.
 */
export function SignInPrompt() {
  const location = useLocation();
  const from = { from: location };
  return (
    <Card className="mx-auto my-12 flex max-w-xl flex-col items-center gap-4 px-6 py-10 text-center sm:px-10">
      <IconBadge icon={LogIn} size="lg" />
      <PageTitle className="text-2xl sm:text-3xl">Your challenges</PageTitle>
      <p className="text-muted">
        Log in to see the challenges you created, start them and track how many days are left. New here? Sign
        up and create your first one in a minute.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/login" state={from}>
          Log in
        </ButtonLink>
        <ButtonLink to="/signup" state={from} variant="secondary">
          Sign up
        </ButtonLink>
      </div>
    </Card>
  );
}
