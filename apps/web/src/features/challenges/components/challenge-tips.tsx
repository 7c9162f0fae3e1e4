import { Lightbulb } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { IconBadge } from '../../../components/ui/icon-badge';

const TIPS = [
  'Keep a challenge small enough to explain in ten minutes.',
  'Write the prompt as a question a peer can answer out loud.',
  'Once a peer takes up its teach-back, the challenge is accepted and Start moves it to in progress.',
  'Save progress as you go: your notes stay with the challenge.',
];

export function ChallengeTips() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Card className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <IconBadge icon={Lightbulb} tone="warn" />
          <h2 id={titleId} className="text-lg font-semibold text-fg">
            Tips
          </h2>
        </div>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-muted marker:text-primary">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
