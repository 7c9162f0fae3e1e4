import type { LucideIcon } from 'lucide-react';
import { Card, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { IconBadge } from '../../../components/ui/icon-badge';

export interface Feature {
  icon: LucideIcon;
  title: string;
  body: string;
  tone?: 'primary' | 'accent' | 'warn';
}

/** Three (or more) feature cards in a list, each with an icon tile, an h3 and a short paragraph. */
export function FeatureGrid({ features, className }: { features: readonly Feature[]; className?: string }) {
  return (
    <ul className={cn('grid gap-6 md:grid-cols-3', className)}>
      {features.map((feature) => (
        <li key={feature.title} className="flex">
          <Card className="flex flex-1 flex-col gap-4 transition-shadow hover:shadow-md">
            <IconBadge icon={feature.icon} tone={feature.tone ?? 'primary'} size="lg" />
            <CardTitle>{feature.title}</CardTitle>
            <p className="text-sm leading-relaxed text-muted sm:text-base">{feature.body}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
