import type { Teachback } from '@teachloop/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DeclineTeachback } from './decline-teachback';

/**
 * 'Decline' beside 'Start' on a pending teach-back, wherever it is listed and on its work page: opens the
 * decline dialog (an optional reason; it goes to another peer). Closing the dialog returns focus here. Loaded on
 * demand with the dialog (teachback-kind, TeachbackOffer), so no page carries it in its first load.
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
  return (
    <>
      <Button
        variant="secondary"
        size={size}
        aria-haspopup="dialog"
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
      >
        Decline
      </Button>
      {open ? <DeclineTeachback teachback={teachback} open onOpenChange={setOpen} /> : null}
    </>
  );
}
