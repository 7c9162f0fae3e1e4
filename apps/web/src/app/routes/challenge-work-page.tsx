import { useParams } from 'react-router';
import { Container } from '../../components/ui/page';
import { ChallengeWork } from '../../features/challenges/components/challenge-work';

export function ChallengeWorkPage() {
  const { id = '' } = useParams();
  return (
    <Container className="pb-16">
      {/* Keyed by id: moving to another challenge starts its notes afresh. */}
      <ChallengeWork key={id} id={id} />
    </Container>
  );
}
