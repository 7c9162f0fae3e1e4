import { Container } from '../../components/ui/page';
import { PortfolioScreen } from '../../features/profile/components/portfolio-screen';

export function PortfolioPage() {
  return (
    <Container className="pb-16">
      <PortfolioScreen />
    </Container>
  );
}
