import { SquarePen, Trophy, Users } from 'lucide-react';
import { FeatureGrid, type Feature } from './feature-grid';
import { HeadedSection } from '../../../components/ui/section-heading';

const FEATURES: readonly Feature[] = [
  {
    icon: Users,
    title: 'Learning Circles',
    body: 'Join a small study circle around a subject you care about. Trade challenges, teach each other and keep each other on track.',
  },
  {
    icon: Trophy,
    title: 'Gamification & Recognition',
    body: 'Earn XP for every challenge and teach-back, keep your streak alive, level up and collect badges that show your progress.',
    tone: 'warn',
  },
  {
    icon: SquarePen,
    title: 'Create Challenges',
    body: 'Turn any topic into a structured challenge with a prompt, a level and a due date, and a peer is asked to teach it back.',
    tone: 'accent',
  },
];

export function LandingFeatures() {
  return (
    <HeadedSection
      id="landing-features-title"
      eyebrow="Why Teachloop"
      title="Everything you need to learn by teaching"
      lead="Explaining an idea is the fastest way to understand it. Teachloop gives that habit a structure."
      align="center"
      className="pt-16 pb-4 sm:pt-24 sm:pb-8"
    >
      <FeatureGrid features={FEATURES} className="mt-12" />
    </HeadedSection>
  );
}
