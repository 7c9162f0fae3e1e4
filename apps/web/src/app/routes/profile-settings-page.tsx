import { Container } from '../../components/ui/page';
import { SettingsLegalNote } from '../../features/legal/components/settings-legal-note';
import { ProfileSettings } from '../../features/profile/components/profile-settings/profile-settings';

/** /settings/profile: the signed-in user's name, bio and photo (behind the login guard). */
export function ProfileSettingsPage() {
  return (
    <Container className="max-w-3xl pb-16">
      <ProfileSettings />
      <SettingsLegalNote />
    </Container>
  );
}
