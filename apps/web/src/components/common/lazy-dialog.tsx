import { Suspense, useEffect, type ComponentProps } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import type { Dialog } from '../ui/dialog';

const DialogPart = lazyComponent(() => import('../ui/dialog').then((module) => module.Dialog));

/**
 * The modal dialog (components/ui/dialog) for a page that opens one only on an action (confirming 'Mark
 * complete', leaving with unsaved words): its code, Radix's focus trap, portal and scroll lock, stays out of
 * the page's first load and is fetched once the page has rendered, so it has arrived by the time it opens. Only
 * an open dialog is rendered; closing it unmounts it, and Radix returns focus to what had it before.
 */
export function LazyDialog(props: ComponentProps<typeof Dialog>) {
  useEffect(() => void DialogPart.preload(), []);
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <DialogPart {...props} />
    </Suspense>
  );
}
