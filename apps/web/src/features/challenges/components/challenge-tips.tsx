import { Lightbulb } from 'lucide-react';
import { SectionCard } from '../../../components/ui/section-card';

const TIPS = [
  'Keep a challenge small enough to explain in ten minutes.',
  'Write the prompt as a question a peer can answer out loud.',
  'Once a peer takes up its teach-back, the challenge is accepted and Start moves it to in progress.',
  'Save progress as you go: your notes stay with the challenge.',
];

export function ChallengeTips() {
  return (
    <SectionCard title="Tips" icon={Lightbulb} iconTone="warn" iconSize="md" cardClassName="gap-4">
      <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-muted marker:text-primary">
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </SectionCard>
  );
}
