import { Container } from '../../components/ui/page';
import { BlockedPeopleSection } from '../../features/blocks/components/blocked-people-section';
import { SettingsLegalNote } from '../../features/legal/components/settings-legal-note';
import { ProfileSettings } from '../../features/profile/components/profile-settings/profile-settings';

/** /settings/profile: the signed-in user's name, bio and photo, and the people they blocked (behind the login guard). */
export function ProfileSettingsPage() {
  return (
    <Container className="max-w-3xl pb-16">
      <ProfileSettings />
      <div className="mt-6">
        <BlockedPeopleSection />
      </div>
      <SettingsLegalNote />
    </Container>
  );
}
