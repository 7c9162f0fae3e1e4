import { hasVisibleCharacters } from '@teachloop/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormErrorBanner } from '../../../components/common/form-error-banner';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';

export interface ReasonDialogProps {
  title: string;
  description: string;
  /** The button that opens the dialog: its text and its accessible name. */
  trigger: { text: string; label: string };
  reason: { label: string; hint: string; required: string; maxLength: number };
  submit: { text: string; pending: string };
  pending: boolean;
  /**
   * Sends the trimmed reason; calls `done` to close the dialog (the reason is cleared) or `fail` with the words to
   * show above the form.
   */
  onSubmit: (reason: string, done: () => void, fail: (text: string) => void) => void;
  /** Fields after the reason (e.g. how long a suspension lasts). */
  children?: ReactNode;
}

/**
 * A moderator's action that needs a reason the other person is told or the audit log keeps (hide, suspend): a
 * danger button opening a dialog with the required reason, any further fields, and a danger submit.
 */
export function ReasonDialog({
  title,
  description,
  trigger,
  reason: field,
  submit,
  pending,
  onSubmit,
  children,
}: ReasonDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [error, setError] = useState<{ text: string } | null>(null);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setError(null);
      setReasonError(undefined);
    }
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!hasVisibleCharacters(reason)) {
      setReasonError(field.required);
      return;
    }
    setReasonError(undefined);
    onSubmit(
      reason.trim(),
      () => {
        setOpen(false);
        setReason('');
      },
      (text) => setError({ text }),
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      trigger={
        <Button variant="danger" size="sm" aria-label={trigger.label}>
          {trigger.text}
        </Button>
      }
    >
      <form onSubmit={send} noValidate className="flex flex-col gap-4">
        <FormErrorBanner message={error?.text} focusKey={error} />
        <TextAreaField
          label={field.label}
          hint={field.hint}
          error={reasonError}
          value={reason}
          required
          maxLength={field.maxLength}
          className="min-h-24"
          onChange={(event) => setReason(event.target.value)}
        />
        {children}
        <DialogActions>
          <Button type="submit" variant="danger" disabled={pending}>
            {pending ? submit.pending : submit.text}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
