import { Container } from '../../components/ui/page';
import { FindCircleScreen } from '../../features/circles/components/find-circle-screen';

/** /circles: Find a Circle (behind the login guard). */
export function CirclesPage() {
  return (
    <Container className="pb-16">
      <FindCircleScreen />
    </Container>
  );
}
