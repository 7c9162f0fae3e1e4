import { useParams } from 'react-router';
import { WorkItemPage } from '../../components/common/work-item/work-item-page';
import { Container } from '../../components/ui/page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTeachbackContext } from '../../features/teachbacks/api/teachback-context';
import { teachbackKind } from '../../features/teachbacks/teachback-kind';

export function TeachbackWorkPage() {
  const { id = '' } = useParams();
  // The challenge's title heads the page and names the tab; 'Teach-back' stands until it is known.
  const title = useTeachbackContext(id).data?.title;
  useDocumentTitle(title);
  return (
    <Container className="pb-16">
      {/* Keyed by id: moving to another teach-back starts its notes afresh. */}
      <WorkItemPage key={id} kind={teachbackKind} id={id} title={title} />
    </Container>
  );
}
