import { Container } from '../../components/ui/page';
import { SettingsLegalNote } from '../../features/legal/components/settings-legal-note';
import { AccountSettings } from '../../features/account/components/account-settings';

/** /settings/account: the signed-in user's password, devices and data (behind the login guard). */
export function AccountSettingsPage() {
  return (
    <Container className="max-w-3xl pb-16">
      <AccountSettings />
      <SettingsLegalNote />
    </Container>
  );
}
