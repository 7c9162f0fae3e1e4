import { useParams } from 'react-router';
import { Container } from '../../components/ui/page';
import { TeachbackWork } from '../../features/teachbacks/components/teachback-work';

export function TeachbackWorkPage() {
  const { id = '' } = useParams();
  return (
    <Container className="pb-16">
      <TeachbackWork key={id} id={id} />
    </Container>
  );
}
