import { useParams } from 'react-router';
import { Container } from '../../components/ui/page';
import { BlockPersonButton } from '../../features/blocks/components/block-person-button';
import { CircleScreen } from '../../features/circles/components/circle-screen';

/** /circles/{id}: one circle's page (behind the login guard); each other member can be blocked from it. */
export function CirclePage() {
  const { id = '' } = useParams();
  return (
    <Container className="pb-16">
      {/* Keyed by id: moving to another circle starts fresh (its own notice, its own loading state). */}
      <CircleScreen
        key={id}
        id={id}
        memberAction={(member) => <BlockPersonButton userId={member.userId} name={member.name} />}
      />
    </Container>
  );
}
