import { Container } from '../../components/ui/page';
import { FeedbackScreen } from '../../features/feedback/components/feedback-screen';

/** /feedback, and /feedback/{id} (the same list with the side panel open for that request). */
export function FeedbackPage() {
  return (
    <Container className="pb-16">
      <FeedbackScreen />
    </Container>
  );
}
