import { Container } from '../../components/ui/page';
import { Dashboard } from '../dashboard/components/dashboard';

export function DashboardPage() {
  return (
    <Container className="pb-16">
      <Dashboard />
    </Container>
  );
}
