import { Container } from '../../components/ui/page';
import { NotificationsScreen } from '../../features/notifications/components/notifications-screen';

/** /notifications: the notification centre (behind the login guard). */
export function NotificationsPage() {
  return (
    <Container className="max-w-3xl pb-16">
      <NotificationsScreen />
    </Container>
  );
}
