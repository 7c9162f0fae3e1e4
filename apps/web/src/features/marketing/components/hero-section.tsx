import { ArrowRight, Compass } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { Badge, Container } from '../../../components/ui/page';
import { ProductPreview } from './product-preview';

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="overflow-hidden border-b border-line">
      <Container className="grid items-center gap-14 py-16 sm:py-24 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
        <div>
          <Badge>Peer-to-peer learning</Badge>
          <h1
            id="hero-title"
            className="mt-5 text-4xl leading-tight font-extrabold tracking-tight text-fg sm:text-5xl lg:text-6xl"
          >
            Learn Better by Teaching Each Other
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted sm:text-xl">
            Take on structured challenges, explain what you learned back to a classmate, and grow through
            honest peer feedback. Every lesson you teach earns XP, streaks and badges.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/signup" size="lg">
              Join Now
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
            <ButtonLink to="/explore" size="lg" variant="secondary">
              <Compass aria-hidden="true" className="size-4" />
              Explore
            </ButtonLink>
          </div>
        </div>
        <ProductPreview />
      </Container>
    </section>
  );
}
