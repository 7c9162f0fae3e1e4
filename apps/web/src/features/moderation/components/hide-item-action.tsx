import { REPORT_ITEM_LABELS, REPORT_LIMITS, REPORT_MESSAGES, type ReportItemKind } from '@teachloop/shared';
import { actionErrorText } from '../../../lib/error-text';
import { mutateThen } from '../../../lib/mutate-then';
import { useHideItem } from '../api/report-queue';
import { MODERATION_TEXTS as T } from '../moderation-texts';
import { ReasonDialog } from './reason-dialog';

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
  const kind = REPORT_ITEM_LABELS[itemKind];
  return (
    <ReasonDialog
      title={T.hideTitle(kind)}
      description={T.hideLead}
      trigger={{ text: T.hide, label: T.hideLabel(kind) }}
      reason={{
        label: T.hideReasonLabel,
        hint: T.hideReasonHint,
        required: REPORT_MESSAGES.hideReasonRequired,
        maxLength: REPORT_LIMITS.hideReason,
      }}
      submit={{ text: T.hide, pending: T.hiding }}
      pending={hide.isPending}
      onSubmit={(reason, done, fail) =>
        void mutateThen(
          hide,
          { itemKind, itemId, reportId, reason },
          { onSuccess: done, onError: (failure) => fail(actionErrorText(failure, T.hideFailed)) },
        )
      }
    />
  );
}
