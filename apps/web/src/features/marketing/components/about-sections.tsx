import { BadgeCheck, Eye, HeartHandshake, ListChecks, Target } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { IconBadge } from '../../../components/ui/icon-badge';
import { Container } from '../../../components/ui/page';
import { FeatureGrid, type Feature } from './feature-grid';
import { HeadedSection } from '../../../components/ui/section-heading';

const FEATURES: readonly Feature[] = [
  {
    icon: ListChecks,
    title: 'Structured Challenges',
    body: 'Every challenge has a clear prompt, a level and a due date, so you always know what to learn next and when.',
  },
  {
    icon: HeartHandshake,
    title: 'Peer-to-Peer Learning',
    body: 'Students teach back what they learned and rate each other’s explanations, so everyone learns twice.',
    tone: 'accent',
  },
  {
    icon: BadgeCheck,
    title: 'Verified Skills',
    body: 'Completed challenges and well-rated teach-backs add up to a portfolio that shows what you can really explain.',
    tone: 'warn',
  },
];

/** The mission and the vision: each a section named by its own h2. */
const STATEMENTS = [
  {
    id: 'about-mission',
    icon: Target,
    title: 'Our mission',
    body: 'To help every student learn more deeply by teaching what they know, and to make giving useful feedback a habit rather than a chore.',
  },
  {
    id: 'about-vision',
    icon: Eye,
    title: 'Our vision',
    body: 'A world where classrooms are full of teachers: where every learner explains, questions and improves ideas together with their peers.',
  },
] as const;

export function MissionVision() {
  return (
    <Container className="grid gap-6 py-16 sm:py-20 md:grid-cols-2">
      {STATEMENTS.map(({ id, icon, title, body }) => (
        <section key={id} aria-labelledby={id}>
          <Card className="flex flex-col gap-4 sm:p-8">
            <IconBadge icon={icon} size="lg" />
            <h2 id={id} className="text-2xl font-bold tracking-tight text-fg">
              {title}
            </h2>
            <p className="text-base leading-relaxed text-muted sm:text-lg">{body}</p>
          </Card>
        </section>
      ))}
    </Container>
  );
}

export function AboutFeatures() {
  return (
    <HeadedSection
      id="about-features-title"
      eyebrow="How it works"
      title="Built around how people really learn"
      lead="Three ideas shape everything in Teachloop."
      className="border-t border-line bg-surface-2/50 py-16 sm:py-20"
    >
      <FeatureGrid features={FEATURES} className="mt-10" />
    </HeadedSection>
  );
}
