import { Container } from '../../components/ui/page';
import { ActivityTimeline } from '../../features/activity/components/activity-timeline';

/** /activity: the user's own activity timeline (behind the login guard). */
export function ActivityPage() {
  return (
    <Container className="pb-16">
      <ActivityTimeline />
    </Container>
  );
}
