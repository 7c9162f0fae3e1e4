import {
  hasVisibleCharacters,
  XP_VOID_LIMITS,
  XP_VOID_MESSAGES,
  type XpLedgerEntry,
} from '@teachloop/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormErrorBanner } from '../../../components/common/form-error-banner';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { mutateThen } from '../../../lib/mutate-then';
import { useVoidXp } from '../api/xp-void';
import { VOID_XP_TEXTS } from '../xp-void-texts';

/** A refusal the server explains (already voided, nothing paid, a bad reason): its words; anything else, ours. */
function voidErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message)
    return error.message;
  return VOID_XP_TEXTS.voidFailed;
}

/** The reason (required: the user is told it) and the confirmation for voiding one entry. Focus starts in it. */
export function VoidXpForm({
  entry,
  onDone,
  onCancel,
}: {
  entry: XpLedgerEntry;
  onDone: (notice: string) => void;
  onCancel: () => void;
}) {
  const voidXp = useVoidXp();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [error, setError] = useState<{ text: string } | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!hasVisibleCharacters(reason)) {
      setReasonError(XP_VOID_MESSAGES.reasonRequired);
      field.current?.focus();
      return;
    }
    setReasonError(undefined);
    void mutateThen(
      voidXp,
      { entryId: entry.id, reason: reason.trim() },
      {
        onSuccess: () => onDone(VOID_XP_TEXTS.done(entry.amount)),
        onError: (failure) => setError({ text: voidErrorText(failure) }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-2 flex flex-col gap-3">
      <FormErrorBanner message={error?.text} focusKey={error} />
      <TextAreaField
        ref={field}
        label={VOID_XP_TEXTS.reasonLabel}
        hint={VOID_XP_TEXTS.reasonHint}
        error={reasonError}
        value={reason}
        required
        maxLength={XP_VOID_LIMITS.reason}
        className="min-h-20"
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" size="sm" disabled={voidXp.isPending}>
          {voidXp.isPending ? VOID_XP_TEXTS.voiding : VOID_XP_TEXTS.confirm}
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={onCancel}>
          {VOID_XP_TEXTS.cancel}
        </Button>
      </div>
    </form>
  );
}
