import { Lightbulb } from 'lucide-react';
import { useId } from 'react';
import { TEACHBACK_TEXTS } from '../teachback-texts';

/** Three short steps above the editor: what a good explanation does. */
export function TeachbackGuide() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-lg bg-primary-soft p-4 text-sm text-fg">
      <h2 id={titleId} className="flex items-center gap-2 font-semibold">
        <Lightbulb aria-hidden className="size-4 text-primary" />
        {TEACHBACK_TEXTS.guideTitle}
      </h2>
      <ol className="mt-2 list-decimal space-y-1 pl-5">
        {TEACHBACK_TEXTS.guideSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
