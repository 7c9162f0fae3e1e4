import { Container } from '../../components/ui/page';
import { BlockedPeopleSection } from '../../features/blocks/components/blocked-people-section';
import { SettingsLegalNote } from '../../features/legal/components/settings-legal-note';
import { ProfileSettings } from '../../features/profile/components/profile-settings/profile-settings';
import { PublicProfileSettings } from '../../features/public-profile/components/public-profile-settings';

/**
 * /settings/profile: the signed-in user's name, bio and photo, their public profile, and the people they blocked
 * (behind the login guard).
 */
export function ProfileSettingsPage() {
  return (
    <Container className="max-w-3xl pb-16">
      <div className="flex flex-col gap-6">
        <ProfileSettings />
        <PublicProfileSettings />
      </div>
      <div className="mt-6">
        <BlockedPeopleSection />
      </div>
      <SettingsLegalNote />
    </Container>
  );
}
