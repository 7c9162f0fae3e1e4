import { useParams } from 'react-router';
import { WorkItemPage } from '../../components/common/work-item/work-item-page';
import { Container } from '../../components/ui/page';
import { challengeKind } from '../../features/challenges/challenge-kind';

export function ChallengeWorkPage() {
  const { id = '' } = useParams();
  return (
    <Container className="pb-16">
      {/* Keyed by id: moving to another challenge starts its notes afresh. */}
      <WorkItemPage key={id} kind={challengeKind} id={id} />
    </Container>
  );
}
