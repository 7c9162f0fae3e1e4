import { hasVisibleCharacters, SUSPENSION_LIMITS, SUSPENSION_MESSAGES } from '@teachloop/shared';
import { useState, type FormEvent } from 'react';
import { FormErrorBanner } from '../../components/common/form-error-banner';
import { Button } from '../../components/ui/button';
import { Dialog, DialogActions } from '../../components/ui/dialog';
import { TextAreaField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { mutateThen } from '../../lib/mutate-then';
import { useSuspendUser } from './api/suspensions';
import {
  SUSPENSION_PERIODS,
  SUSPENSION_TEXTS,
  suspensionEnd,
  type SuspensionPeriodId,
} from './suspension-texts';

/** A refusal the server explains (a moderator, oneself, a bad reason): its words; anything else, ours. */
function suspendErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message)
    return error.message;
  return SUSPENSION_TEXTS.suspendFailed;
}

/**
 * 'Suspend' for one account (a report card renders it for the reported person): a dialog with a required
 * reason and how long, for 1, 7 or 30 days or for good. Afterwards it says the account is suspended.
 */
export function SuspendUserAction({ userId, name }: { userId: string; name: string }) {
  const suspend = useSuspendUser();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [period, setPeriod] = useState<SuspensionPeriodId>('7');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [error, setError] = useState<{ text: string } | null>(null);
  const [done, setDone] = useState(false);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setError(null);
      setReasonError(undefined);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!hasVisibleCharacters(reason)) {
      setReasonError(SUSPENSION_MESSAGES.reasonRequired);
      return;
    }
    setReasonError(undefined);
    void mutateThen(
      suspend,
      { userId, reason: reason.trim(), until: suspensionEnd(period, Date.now()) },
      {
        onSuccess: () => {
          setOpen(false);
          setReason('');
          setDone(true);
        },
        onError: (failure) => setError({ text: suspendErrorText(failure) }),
      },
    );
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={SUSPENSION_TEXTS.dialogTitle(name)}
        description={SUSPENSION_TEXTS.dialogLead}
        trigger={
          <Button variant="danger" size="sm" aria-label={SUSPENSION_TEXTS.suspendLabel(name)}>
            {SUSPENSION_TEXTS.suspend}
          </Button>
        }
      >
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormErrorBanner message={error?.text} focusKey={error} />
          <TextAreaField
            label={SUSPENSION_TEXTS.reasonLabel}
            hint={SUSPENSION_TEXTS.reasonHint}
            error={reasonError}
            value={reason}
            required
            maxLength={SUSPENSION_LIMITS.reason}
            className="min-h-24"
            onChange={(event) => setReason(event.target.value)}
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-fg">{SUSPENSION_TEXTS.periodLegend}</legend>
            {SUSPENSION_PERIODS.map((option) => (
              <label key={option.id} className="flex items-center gap-2 text-sm text-fg">
                <input
                  type="radio"
                  name="suspension-period"
                  value={option.id}
                  checked={period === option.id}
                  onChange={() => setPeriod(option.id)}
                  className="accent-primary"
                />
                {option.label}
              </label>
            ))}
          </fieldset>
          <DialogActions>
            <Button type="submit" variant="danger" disabled={suspend.isPending}>
              {suspend.isPending ? SUSPENSION_TEXTS.submitting : SUSPENSION_TEXTS.suspend}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      {done ? (
        <p role="status" className="text-sm text-muted">
          {SUSPENSION_TEXTS.suspended(name)}
        </p>
      ) : null}
    </div>
  );
}
