import type { Teachback } from '@teachloop/shared';
import { Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { lazyComponent } from '../../../lib/lazy-component';

// The dialog (a form, a text area) loads with its own chunk, on the way to a press: the lists stay light.
const DeclineDialog = lazyComponent(() =>
  import('./decline-teachback').then((module) => module.DeclineTeachback),
);

/**
 * 'Decline' beside 'Start' on a pending teach-back, wherever it is listed and on its work page: opens the
 * decline dialog (an optional reason; it goes to another peer). Closing the dialog returns focus here.
 */
export function DeclineButton({
  teachback,
  describedBy,
  size = 'md',
}: {
  teachback: Teachback;
  describedBy?: string;
  size?: 'sm' | 'md';
}) {
  const [open, setOpen] = useState(false);
  const preload = () => void DeclineDialog.preload();
  return (
    <>
      <Button
        variant="secondary"
        size={size}
        aria-haspopup="dialog"
        aria-describedby={describedBy}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        Decline
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <DeclineDialog teachback={teachback} open onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
