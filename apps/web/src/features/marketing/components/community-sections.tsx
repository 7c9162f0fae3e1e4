import { CircleCheck, MessageSquareHeart, Trophy, Users } from 'lucide-react';
import { Container } from '../../../components/ui/page';
import { FeatureGrid, type Feature } from './feature-grid';
import { HeadedSection, SectionHeading } from '../../../components/ui/section-heading';

const FEATURES: readonly Feature[] = [
  {
    icon: Users,
    title: 'Study circles',
    body: 'Small groups of learners at your level who share a focus, swap challenges and meet each other’s deadlines.',
  },
  {
    icon: MessageSquareHeart,
    title: 'Peer feedback',
    body: 'Rate teach-backs from one to five stars and leave a comment that helps the next explanation land better.',
    tone: 'accent',
  },
  {
    icon: Trophy,
    title: 'Weekly leaderboard',
    body: 'See who is on a roll this week. XP and streaks turn steady practice into a friendly competition.',
    tone: 'warn',
  },
];

const VALUES = [
  'Be kind and specific: say what worked, then what would make it clearer.',
  'Teach to understand, not to impress. Simple explanations win.',
  'Give credit. When someone’s explanation helps you, tell them.',
];

export function CommunityFeatures() {
  return (
    <HeadedSection
      id="community-features-title"
      eyebrow="Ways to take part"
      title="Learn alongside people who want to grow"
      className="py-16 sm:py-20"
    >
      <FeatureGrid features={FEATURES} className="mt-10" />
    </HeadedSection>
  );
}

export function CommunityValues() {
  return (
    <section
      aria-labelledby="community-values-title"
      className="border-t border-line bg-surface-2/50 py-16 sm:py-20"
    >
      <Container className="grid gap-10 md:grid-cols-[1fr_1.4fr] md:items-start">
        <SectionHeading
          id="community-values-title"
          eyebrow="Our values"
          title="How we learn together"
          lead="A few shared habits keep feedback useful and circles welcoming."
        />
        <ul className="flex flex-col gap-4">
          {VALUES.map((value) => (
            <li key={value} className="flex gap-3 rounded-card border border-line bg-surface p-5 shadow-sm">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
              <span className="text-base leading-relaxed text-fg">{value}</span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
