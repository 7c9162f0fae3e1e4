import { Plus, Users } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '../../components/ui/button';
import { Container, Spinner } from '../../components/ui/page';
import { useSession } from '../../lib/session';
import { ChallengeList } from '../../features/challenges/components/challenge-list';
import { ChallengeTips } from '../../features/challenges/components/challenge-tips';
import { CreatedNotice } from '../../features/challenges/components/created-notice';
import { SignInPrompt } from '../../features/challenges/components/sign-in-prompt';
import { PageHeading } from '../../components/common/page-heading';

/** /challenges is public in the route table; its content is the signed-in user's own challenges. */
export function ChallengesPage() {
  const { status } = useSession();
  const listTitleId = useId();
  if (status === 'loading') return <Spinner label="Loading…" />;
  if (status === 'signed-out') {
    return (
      <Container>
        <SignInPrompt />
      </Container>
    );
  }
  return (
    <Container className="pb-16">
      <PageHeading
        back={{ to: '/dashboard', label: 'Back to dashboard' }}
        title="My challenges"
        lead="Everything you’ve set yourself, soonest due first."
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
      <CreatedNotice />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <section aria-labelledby={listTitleId}>
          <h2 id={listTitleId} className="sr-only">
            Your challenges
          </h2>
          <ChallengeList />
        </section>
        <ChallengeTips />
      </div>
    </Container>
  );
}
