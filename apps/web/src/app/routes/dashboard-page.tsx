import { Container } from '../../components/ui/page';
import { Dashboard } from '../../features/dashboard/components/dashboard';

export function DashboardPage() {
  return (
    <Container className="pb-16">
      <Dashboard />
    </Container>
  );
}
