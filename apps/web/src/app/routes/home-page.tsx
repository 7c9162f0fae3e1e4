import { CtaBanner } from '../../features/marketing/components/cta-banner';
import { HeroSection } from '../../features/marketing/components/hero-section';
import { LandingFeatures } from '../../features/marketing/components/landing-features';

export function HomePage() {
  return (
    <>
      <HeroSection />
      <LandingFeatures />
      <CtaBanner
        id="home-cta-title"
        title="Ready to teach what you know?"
        body="Create your first challenge in a minute and find out how much you learn by explaining it."
        to="/signup"
        label="Get started"
      />
    </>
  );
}
