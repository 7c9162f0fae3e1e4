import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * Accessible tabs (Radix): a tablist whose arrow keys move between tabs, each tab controlling its panel.
 * The triggers are tiles, so a tab can carry a count under its name.
 */
export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return <RadixTabs.List className={cn('grid grid-cols-3 gap-2 sm:gap-4', className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        'group flex min-w-0 flex-col items-start gap-1 rounded-card border border-line bg-surface px-3 py-3 text-left shadow-sm transition-colors sm:px-5 sm:py-4',
        'hover:bg-surface-2 data-[state=active]:border-primary data-[state=active]:bg-primary-soft',
        'data-[state=active]:ring-1 data-[state=active]:ring-primary',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cn('mt-6 rounded-card', className)} {...props} />;
}

/** Small tabs in a row, for two views of one thing (Write and Preview); their panels are `TabsPanel`. */
export function ViewTabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn('inline-flex gap-1 rounded-lg border border-line bg-surface-2 p-0.5', className)}
      {...props}
    />
  );
}

export function ViewTabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        'rounded-md px-3 py-1 text-sm font-medium text-muted transition-colors hover:text-fg',
        'data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

/** A tab's panel without the spacing of the tile tabs' `TabsContent`. */
export const TabsPanel = RadixTabs.Content;
