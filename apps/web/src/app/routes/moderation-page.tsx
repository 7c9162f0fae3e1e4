import { Container } from '../../components/ui/page';
import { ModerationPage as ModerationScreen } from '../../features/moderation/moderation-page';
import { useSession } from '../../lib/session';
import { NotFoundPage } from './not-found-page';

/** /moderation: moderators only; to everyone else the page does not exist (the server answers them 404 too). */
export function ModerationPage() {
  const { user } = useSession();
  if (!user?.moderator) return <NotFoundPage />;
  return (
    <Container className="pb-16">
      <ModerationScreen />
    </Container>
  );
}
