import { useMutation } from '@tanstack/react-query';
import {
  REPORT_DIALOG_TEXTS as T,
  REPORT_LIMITS,
  REPORT_MESSAGES,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type CreateReportInput,
  type CreateReportResponse,
  type ReportItemKind,
  type ReportReason,
} from '@teachloop/shared';
import { useState, type FormEvent } from 'react';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { mutateThen } from '../../../lib/mutate-then';
import { useOnce } from '../../../lib/use-once';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';
import { TextAreaField } from '../../ui/field';
import { FormErrorBanner } from '../form-error-banner';

const FAILED = 'Your report could not be sent. Please try again.';

/** The server's reason when it refused the report for one (already reported, too many, gone); else ours. */
function reportErrorText(error: unknown): string {
  if (error instanceof ApiError && [404, 409, 429].includes(error.status) && error.message)
    return error.message;
  return FAILED;
}

/** The report form: a reason, an optional note, Send; then the thanks in its place. */
export function ReportDialog({
  itemKind,
  itemId,
  onClose,
}: {
  itemKind: ReportItemKind;
  itemId: string;
  onClose: () => void;
}) {
  const send = useMutation({
    mutationFn: (body: CreateReportInput) =>
      apiFetch<CreateReportResponse>('/api/reports', { method: 'POST', body }),
  });
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [error, setError] = useState<{ text: string } | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  const once = useOnce();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!reason) {
      setReasonError(REPORT_MESSAGES.reasonInvalid);
      return;
    }
    setReasonError(undefined);
    // Sent once however often it is clicked while sending (a repeat would read as 'already reported').
    once(() =>
      mutateThen(
        send,
        { itemKind, itemId, reason, note: note.trim() || null },
        {
          onSuccess: (response) => setThanks(response.message),
          onError: (failure) => setError({ text: reportErrorText(failure) }),
        },
      ),
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={T.title(itemKind)}
      description={thanks ? undefined : T.lead}
    >
      {thanks ? (
        <div className="flex flex-col gap-4">
          <p role="status" className="text-fg">
            {thanks}
          </p>
          <Button variant="secondary" className="self-end" onClick={onClose}>
            {T.done}
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormErrorBanner message={error?.text} focusKey={error} />
          <fieldset
            className="flex flex-col gap-2"
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? 'report-reason-error' : undefined}
          >
            <legend className="mb-1 text-sm font-medium text-fg">{T.reasonLegend}</legend>
            {REPORT_REASONS.map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm text-fg">
                <input
                  type="radio"
                  name="report-reason"
                  value={option}
                  checked={reason === option}
                  onChange={() => setReason(option)}
                  className="accent-primary"
                />
                {REPORT_REASON_LABELS[option]}
              </label>
            ))}
            {reasonError ? (
              <p id="report-reason-error" className="text-sm text-danger">
                {reasonError}
              </p>
            ) : null}
          </fieldset>
          <TextAreaField
            label={T.noteLabel}
            hint={T.noteHint}
            value={note}
            maxLength={REPORT_LIMITS.note}
            className="min-h-24"
            onChange={(event) => setNote(event.target.value)}
          />
          <DialogActions>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? T.sending : T.submit}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
