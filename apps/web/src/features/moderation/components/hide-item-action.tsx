import {
  hasVisibleCharacters,
  REPORT_ITEM_LABELS,
  REPORT_LIMITS,
  REPORT_MESSAGES,
  type ReportItemKind,
} from '@teachloop/shared';
import { useState, type FormEvent } from 'react';
import { FormErrorBanner } from '../../../components/common/form-error-banner';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { actionErrorText } from '../../../lib/error-text';
import { mutateThen } from '../../../lib/mutate-then';
import { useHideItem } from '../api/report-queue';
import { MODERATION_TEXTS as T } from '../moderation-texts';

/** 'Hide' on a report card: a dialog asking for the reason the author is told (required). */
export function HideItemAction({
  itemKind,
  itemId,
  reportId,
}: {
  itemKind: ReportItemKind;
  itemId: string;
  reportId: string;
}) {
  const hide = useHideItem();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [error, setError] = useState<{ text: string } | null>(null);
  const kind = REPORT_ITEM_LABELS[itemKind];

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
      setReasonError(REPORT_MESSAGES.hideReasonRequired);
      return;
    }
    setReasonError(undefined);
    void mutateThen(
      hide,
      { itemKind, itemId, reportId, reason: reason.trim() },
      {
        onSuccess: () => setOpen(false),
        onError: (failure) => setError({ text: actionErrorText(failure, T.hideFailed) }),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={T.hideTitle(kind)}
      description={T.hideLead}
      trigger={
        <Button variant="danger" size="sm" aria-label={T.hideLabel(kind)}>
          {T.hide}
        </Button>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormErrorBanner message={error?.text} focusKey={error} />
        <TextAreaField
          label={T.hideReasonLabel}
          hint={T.hideReasonHint}
          error={reasonError}
          value={reason}
          required
          maxLength={REPORT_LIMITS.hideReason}
          className="min-h-24"
          onChange={(event) => setReason(event.target.value)}
        />
        <DialogActions>
          <Button type="submit" variant="danger" disabled={hide.isPending}>
            {hide.isPending ? T.hiding : T.hide}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
