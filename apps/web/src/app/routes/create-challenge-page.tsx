import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/page';
import { CreateChallengeForm } from '../../features/challenges/components/create-challenge-form';
import { PageHeading } from '../../components/common/page-heading';

export function CreateChallengePage() {
  return (
    <Container className="max-w-3xl pb-16">
      <PageHeading
        back={{ to: '/challenges', label: 'Back to challenges' }}
        title="Create challenge"
        lead="Set yourself something to learn. A peer will be asked to teach it back, so you both learn twice."
      />
      <Card className="sm:p-8">
        <CreateChallengeForm />
      </Card>
    </Container>
  );
}
