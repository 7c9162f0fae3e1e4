import { CommunityFeatures, CommunityValues } from '../../features/marketing/components/community-sections';
import { CtaBanner } from '../../features/marketing/components/cta-banner';
import { PageIntro } from '../../features/marketing/components/page-intro';

export function CommunityPage() {
  return (
    <>
      <PageIntro
        eyebrow="Together"
        title="Community"
        lead="Teachloop is built by its learners. Find a circle, trade explanations and cheer each other on."
      />
      <CommunityFeatures />
      <CommunityValues />
      <CtaBanner
        id="community-cta-title"
        title="Find your people"
        body="Join a circle, share what you know and learn from classmates who explain things their own way."
        to="/signup"
        label="Join the Community"
      />
    </>
  );
}
