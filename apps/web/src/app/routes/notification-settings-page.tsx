import { Container } from '../../components/ui/page';
import { SettingsLegalNote } from '../../features/legal/components/settings-legal-note';
import { NotificationSettings } from '../../features/notifications/components/notification-settings';

/** /settings/notifications: how each kind of notification reaches the user (behind the login guard). */
export function NotificationSettingsPage() {
  return (
    <Container className="max-w-3xl pb-16">
      <NotificationSettings />
      <SettingsLegalNote />
    </Container>
  );
}
