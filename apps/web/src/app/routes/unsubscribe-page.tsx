import { Container } from '../../components/ui/page';
import { UnsubscribeScreen } from '../../features/notifications/components/unsubscribe-screen';

/** /unsubscribe: an e-mail's one-click unsubscribe link (open to anyone: the link itself is the proof). */
export function UnsubscribePage() {
  return (
    <Container>
      <UnsubscribeScreen />
    </Container>
  );
}
