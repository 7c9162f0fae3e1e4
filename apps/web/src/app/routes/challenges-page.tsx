import { Plus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Container, Spinner } from '../../components/ui/page';
import { useSession } from '../../lib/session';
import { ChallengeViews, useChallengeView } from '../../features/challenges/components/challenge-views';
import { CreatedNotice } from '../../features/challenges/components/created-notice';
import { InviteCard } from '../../features/invites/components/invite-card';
import { OpenChallengeList } from '../../features/challenges/components/open-challenge-list';
import { SignInPrompt } from '../../features/challenges/components/sign-in-prompt';
import { PageHeading } from '../../components/common/page-heading';
import { SessionError } from '../session-error';

/**
 * /challenges is public in the route table: the signed-in user's own challenges and those open to teach
 * (?view=open); a visitor may browse the open ones and is asked to log in for anything else.
 */
export function ChallengesPage() {
  const { status } = useSession();
  const view = useChallengeView();
  if (status === 'loading') return <Spinner label="Loading…" />;
  if (status === 'error') return <SessionError />;
  if (status === 'signed-out') {
    if (view === 'open') {
      return (
        <Container className="pb-16">
          <PageHeading title="Challenges open to teach" lead="Pick one up and teach it back, newest first." />
          <OpenChallengeList signedIn={false} />
        </Container>
      );
    }
    return (
      <Container>
        <SignInPrompt />
        <p className="pb-12 text-center text-sm text-muted">
          <Link to="/challenges?view=open" className="font-semibold text-primary hover:underline">
            Browse challenges open to teach
          </Link>
        </p>
      </Container>
    );
  }
  return (
    <Container className="pb-16">
      <PageHeading
        back={{ to: '/dashboard', label: 'Back to dashboard' }}
        title="My challenges"
        lead="Everything you’ve set yourself, soonest due first, and challenges waiting for a teacher."
        actions={
          <>
            <ButtonLink to="/circles" variant="secondary">
              <Users aria-hidden className="size-4" />
              Join a circle
            </ButtonLink>
            <ButtonLink to="/challenges/create">
              <Plus aria-hidden className="size-4" />
              Create challenge
            </ButtonLink>
          </>
        }
      />
      <CreatedNotice invite={<InviteCard className="mb-6" />} />
      <ChallengeViews />
    </Container>
  );
}
