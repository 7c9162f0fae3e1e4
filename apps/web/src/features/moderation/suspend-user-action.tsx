import { SUSPENSION_LIMITS, SUSPENSION_MESSAGES } from '@teachloop/shared';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { mutateThen } from '../../lib/mutate-then';
import { useSuspendUser } from './api/suspensions';
import { ReasonDialog } from './components/reason-dialog';
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
  const [period, setPeriod] = useState<SuspensionPeriodId>('7');
  const [done, setDone] = useState(false);

  return (
    <div className="flex flex-wrap items-center gap-3">
      <ReasonDialog
        title={SUSPENSION_TEXTS.dialogTitle(name)}
        description={SUSPENSION_TEXTS.dialogLead}
        trigger={{ text: SUSPENSION_TEXTS.suspend, label: SUSPENSION_TEXTS.suspendLabel(name) }}
        reason={{
          label: SUSPENSION_TEXTS.reasonLabel,
          hint: SUSPENSION_TEXTS.reasonHint,
          required: SUSPENSION_MESSAGES.reasonRequired,
          maxLength: SUSPENSION_LIMITS.reason,
        }}
        submit={{ text: SUSPENSION_TEXTS.suspend, pending: SUSPENSION_TEXTS.submitting }}
        pending={suspend.isPending}
        onSubmit={(reason, close, fail) =>
          void mutateThen(
            suspend,
            { userId, reason, until: suspensionEnd(period, Date.now()) },
            {
              onSuccess: () => {
                close();
                setDone(true);
              },
              onError: (failure) => fail(suspendErrorText(failure)),
            },
          )
        }
      >
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
      </ReasonDialog>
      {done ? (
        <p role="status" className="text-sm text-muted">
          {SUSPENSION_TEXTS.suspended(name)}
        </p>
      ) : null}
    </div>
  );
}
