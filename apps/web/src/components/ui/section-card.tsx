import type { LucideIcon } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Card } from './card';
import { cn } from './cn';
import { IconBadge } from './icon-badge';

export interface SectionCardProps {
  title: string;
  icon: LucideIcon;
  iconTone?: ComponentProps<typeof IconBadge>['tone'];
  iconSize?: ComponentProps<typeof IconBadge>['size'];
  /** The h2's size; text-lg unless told. */
  titleClassName?: string;
  /** Beside the title in its row, such as a total. */
  aside?: ReactNode;
  /** At the far end of the heading row, such as a link; it moves under the title when the row is too narrow. */
  action?: ReactNode;
  /** The section's classes (its place in a grid). */
  className?: string;
  /** The card's classes: its padding and the gap between heading and content. */
  cardClassName?: string;
  children: ReactNode;
}

/** A card that is a named region: an icon on a tile and the h2 that names the section, then its content. */
export function SectionCard({
  title,
  icon,
  iconTone,
  iconSize = 'sm',
  titleClassName = 'text-lg',
  aside,
  action,
  className,
  cardClassName,
  children,
}: SectionCardProps) {
  const titleId = useId();
  const heading = (
    <div className={cn('flex items-center gap-3', action ? 'min-w-0' : null)}>
      <IconBadge icon={icon} size={iconSize} tone={iconTone} />
      <h2 id={titleId} className={cn(titleClassName, 'font-semibold text-fg')}>
        {title}
      </h2>
      {aside}
    </div>
  );
  return (
    <section aria-labelledby={titleId} className={className}>
      <Card className={cn('flex flex-col', cardClassName)}>
        {action ? (
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            {heading}
            {action}
          </div>
        ) : (
          heading
        )}
        {children}
      </Card>
    </section>
  );
}
