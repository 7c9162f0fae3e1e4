import { Camera, UserRound } from 'lucide-react';
import { LoadFailure } from '../../../../components/common/load-failure';
import { PageHeading } from '../../../../components/common/page-heading';
import { Spinner } from '../../../../components/ui/page';
import { loadErrorText } from '../../../../lib/error-text';
import { SectionCard } from '../../../../components/ui/section-card';
import { useProfile } from '../../api/get-profile';
import { PROFILE_SETTINGS_TEXTS as T } from '../../profile-settings-texts';
import { ProfileDetailsForm } from './profile-details-form';
import { ProfilePhoto } from './profile-photo';

/** /settings/profile: the photo, then the name and bio. The page adds the other settings sections after it. */
export function ProfileSettings() {
  const profile = useProfile();
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={T.title} lead={T.lead} />
      {profile.isPending ? (
        <Spinner />
      ) : profile.isError ? (
        <LoadFailure
          message={loadErrorText(profile.error, T.loadFailed)}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <>
          <SectionCard title={T.photoTitle} icon={Camera} cardClassName="gap-4 p-5 sm:p-6">
            <p className="text-sm text-muted">{T.photoLead}</p>
            <ProfilePhoto profile={profile.data} />
          </SectionCard>
          <SectionCard title={T.detailsTitle} icon={UserRound} cardClassName="gap-4 p-5 sm:p-6">
            <ProfileDetailsForm profile={profile.data} />
          </SectionCard>
        </>
      )}
    </div>
  );
}
