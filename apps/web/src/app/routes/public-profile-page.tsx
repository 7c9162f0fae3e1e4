import { useParams } from 'react-router';
import { Container } from '../../components/ui/page';
import { PublicProfileScreen } from '../../features/profile/components/public-profile-screen';
import { NotFoundPage } from './not-found-page';

/** /u/{handle}: a learner's public profile, open to anyone; private or missing, the not-found page. */
export function PublicProfilePage() {
  const { handle = '' } = useParams();
  return (
    <Container className="pb-16 pt-8">
      <PublicProfileScreen key={handle} handle={handle} notFound={<NotFoundPage />} />
    </Container>
  );
}
