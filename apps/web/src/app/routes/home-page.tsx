import { Alert } from '../../components/ui/alert';
import { ACCOUNT_DELETED_TEXT, useAccountDeleted } from '../../features/account/account-deleted';
import { CtaBanner } from '../../features/marketing/components/cta-banner';
import { HeroSection } from '../../features/marketing/components/hero-section';
import { LandingFeatures } from '../../features/marketing/components/landing-features';

export function HomePage() {
  const deleted = useAccountDeleted();
  return (
    <>
      {deleted ? (
        <div className="mx-auto w-full max-w-6xl px-4 pt-6 sm:px-6">
          <Alert tone="success">{ACCOUNT_DELETED_TEXT}</Alert>
        </div>
      ) : null}
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
