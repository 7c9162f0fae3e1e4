import { Container } from '../../components/ui/page';
import { PortfolioScreen } from '../../features/portfolio/components/portfolio-screen';

export function PortfolioPage() {
  return (
    <Container className="pb-16">
      <PortfolioScreen />
    </Container>
  );
}
