import { Container } from '../../components/ui/page';
import { LeaderboardScreen } from '../../features/leaderboard/components/leaderboard-screen';

/** /leaderboard: open to anyone; a signed-in visitor also sees their own row. */
export function LeaderboardPage() {
  return (
    <Container className="pb-16">
      <LeaderboardScreen />
    </Container>
  );
}
