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
