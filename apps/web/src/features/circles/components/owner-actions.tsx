import type { CircleMember, CircleSummary } from '@teachloop/shared';
import { ArrowRightLeft, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RequestErrorBanner } from '../../../components/common/form-error-banner';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { mutateThen } from '../../../lib/mutate-then';
import { circleErrorText, useCircleAction } from '../api/circle-actions';
import { CIRCLE_TEXTS } from '../circle-texts';
import type { CircleNotice } from './join-button';

/** A circle action confirmed in a dialog: opening or closing the dialog clears the last attempt's error. */
function useActionDialog(circleId: string) {
  const [open, setOpen] = useState(false);
  const action = useCircleAction(circleId);
  const onOpenChange = (next: boolean) => {
    action.reset();
    setOpen(next);
  };
  return { action, close: () => setOpen(false), dialog: { open, onOpenChange } };
}

/** Transfer ownership: choose another member in a dialog; they become the owner, I stay a member. */
export function TransferOwnership({
  circle,
  members,
  onNotice,
}: {
  circle: CircleSummary;
  members: CircleMember[];
  onNotice: (notice: CircleNotice) => void;
}) {
  const others = members.filter((member) => !member.you);
  const [userId, setUserId] = useState('');
  const { action, close, dialog } = useActionDialog(circle.id);
  if (others.length === 0) return null;
  const chosen = others.find((member) => member.userId === userId) ?? others[0]!;

  const submit = () =>
    void mutateThen(
      action,
      { kind: 'transfer', userId: chosen.userId },
      {
        onSuccess: () => {
          close();
          onNotice({ tone: 'success', text: CIRCLE_TEXTS.handedOver(chosen.name) });
        },
      },
    );

  return (
    <Dialog
      {...dialog}
      title={CIRCLE_TEXTS.transferTitle}
      description={CIRCLE_TEXTS.transferLead}
      trigger={
        <Button variant="secondary">
          <ArrowRightLeft aria-hidden className="size-4" />
          {CIRCLE_TEXTS.transfer}
        </Button>
      }
    >
      <form
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <RequestErrorBanner error={action.error} text={circleErrorText} />
        <SelectField
          label={CIRCLE_TEXTS.transferTo}
          value={chosen.userId}
          onChange={(event) => setUserId(event.target.value)}
          options={others.map((member) => ({ value: member.userId, label: member.name }))}
        />
        <DialogActions className="mt-0">
          <Button type="submit" disabled={action.isPending}>
            {CIRCLE_TEXTS.transferConfirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Close circle, after a confirmation; then back to Find a Circle, which says it is closed. */
export function CloseCircle({ circle }: { circle: CircleSummary }) {
  const { action, dialog } = useActionDialog(circle.id);
  const navigate = useNavigate();
  const confirm = () =>
    void mutateThen(
      action,
      { kind: 'close' },
      { onSuccess: () => void navigate('/circles', { state: { closed: circle.name } }) },
    );
  return (
    <Dialog
      {...dialog}
      role="alertdialog"
      trigger={
        <Button variant="danger">
          <Trash2 aria-hidden className="size-4" />
          {CIRCLE_TEXTS.close}
        </Button>
      }
      title={CIRCLE_TEXTS.closeTitle(circle.name)}
      description={CIRCLE_TEXTS.closeLead}
    >
      <RequestErrorBanner error={action.error} text={circleErrorText} />
      <DialogActions className="mt-0">
        <Button variant="danger" disabled={action.isPending} onClick={confirm}>
          {CIRCLE_TEXTS.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
