import { useParams } from 'react-router';
import { ReportButton } from '../../components/common/report/report-button';
import { Container } from '../../components/ui/page';
import { BlockPersonButton } from '../../features/blocks/components/block-person-button';
import { PublicProfileScreen } from '../../features/public-profile/components/public-profile-screen';
import { useSession } from '../../lib/session';
import { NotFoundPage } from './not-found-page';

/**
 * /u/{handle}: a learner's public profile, open to anyone; private or missing, the not-found page. A signed-in
 * reader may block the person from here, never themselves.
 */
export function PublicProfilePage() {
  const { handle = '' } = useParams();
  const { user } = useSession();
  return (
    <Container className="pb-16 pt-8">
      <PublicProfileScreen
        key={handle}
        handle={handle}
        notFound={<NotFoundPage />}
        actions={(profile) =>
          user && user.id !== profile.userId ? (
            <div className="flex flex-wrap items-center gap-2">
              <BlockPersonButton userId={profile.userId} name={profile.name} />
              <ReportButton itemKind="profile" itemId={profile.handle} />
            </div>
          ) : null
        }
      />
    </Container>
  );
}
