import { OPEN_TO_TEACH_LIMITS, OPEN_TO_TEACH_MESSAGES, type Teachback } from '@teachloop/shared';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FormErrorBanner } from '../../../components/common/form-error-banner';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { mutateThen } from '../../../lib/mutate-then';
import { useDeclineTeachback } from '../api/decline-teachback';
import type { DeclinedNoticeState } from './declined-notice';

/** A refusal the server explains (started already, too long a reason): its words; anything else, the spec's. */
function declineErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message)
    return error.message;
  return OPEN_TO_TEACH_MESSAGES.declineFailed;
}

/**
 * The dialog behind 'Decline' on a pending teach-back (DeclineButton opens it): an optional reason, then the
 * teach-backs list with the outcome (in place when it is already there).
 */
export function DeclineTeachback({
  teachback,
  open,
  onOpenChange: setOpen,
}: {
  teachback: Teachback;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const decline = useDeclineTeachback();
  const navigate = useNavigate();
  const onList = useLocation().pathname === '/teachbacks';
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ text: string } | null>(null);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setError(null);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    void mutateThen(
      decline,
      { id: teachback.id, reason },
      {
        onSuccess: ({ outcome }) => {
          const state: DeclinedNoticeState = { declined: { outcome } };
          void navigate('/teachbacks', { state, replace: onList });
        },
        onError: (failure) => setError({ text: declineErrorText(failure) }),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Decline this teach-back?"
      description="It goes to another peer, or opens the challenge for anyone to teach."
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormErrorBanner message={error?.text} focusKey={error} />
        <TextAreaField
          label="Reason (optional)"
          value={reason}
          maxLength={OPEN_TO_TEACH_LIMITS.reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <DialogActions>
          <Button type="submit" disabled={decline.isPending}>
            {decline.isPending ? 'Declining…' : 'Decline teach-back'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
