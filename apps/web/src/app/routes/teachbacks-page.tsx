import { Container } from '../../components/ui/page';
import { PageHeading } from '../../components/common/page-heading';
import { DeclinedNotice } from '../../features/teachbacks/components/declined-notice';
import { TeachbackList } from '../../features/teachbacks/components/teachback-list';

export function TeachbacksPage() {
  return (
    <Container className="max-w-4xl pb-16">
      <PageHeading
        back={{ to: '/dashboard', label: 'Back to dashboard' }}
        title="Teach-backs"
        lead="Explain a peer’s challenge back to them: teaching it is how you learn it."
      />
      <DeclinedNotice />
      <TeachbackList />
    </Container>
  );
}
