import { useParams } from 'react-router';
import { WorkItemPage } from '../../components/common/work-item/work-item-page';
import { Container } from '../../components/ui/page';
import { teachbackKind } from '../../features/teachbacks/teachback-kind';

export function TeachbackWorkPage() {
  const { id = '' } = useParams();
  return (
    <Container className="pb-16">
      {/* Keyed by id: moving to another teach-back starts its notes afresh. */}
      <WorkItemPage key={id} kind={teachbackKind} id={id} />
    </Container>
  );
}
