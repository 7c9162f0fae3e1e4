import { AboutFeatures, MissionVision } from '../../features/marketing/components/about-sections';
import { CtaBanner } from '../../features/marketing/components/cta-banner';
import { PageIntro } from '../../features/marketing/components/page-intro';

export function AboutPage() {
  return (
    <>
      <PageIntro
        eyebrow="Our story"
        title="About Teachloop"
        lead="Teachloop is a place where students learn by teaching each other: they set challenges, explain ideas back to their peers and grow through honest feedback."
      />
      <MissionVision />
      <AboutFeatures />
      <CtaBanner
        id="about-cta-title"
        title="Learning is better together"
        body="Bring what you know, learn what you don’t, and help someone else along the way."
        to="/signup"
        label="Join the Movement"
      />
    </>
  );
}
