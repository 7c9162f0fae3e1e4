import type { Challenge } from '@teachloop/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { RequestErrorBanner } from '../../../components/common/form-error-banner';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/page';
import { actionErrorText } from '../../../lib/error-text';
import { fetchAhead } from '../../../lib/fetch-ahead';
import { lazyComponent } from '../../../lib/lazy-component';
import { useChallengeTeacher, useDeleteChallenge } from '../api/challenge-owner';
import { CHALLENGE_OWNER_TEXTS as T } from '../challenge-owner-texts';
import type { DeletedNoticeState } from './created-notice';

const EditChallengeForm = lazyComponent(() =>
  import('./edit-challenge-form').then((module) => module.EditChallengeForm),
);
const preloadForm = () => fetchAhead(EditChallengeForm.preload);

/**
 * Edit and Delete beside the owner's challenge, while its teach-back has not started (none yet, or pending);
 * once it has, one line says why they are gone. Nothing until it is known who teaches it.
 */
export function ChallengeOwnerActions({ challenge }: { challenge: Challenge }) {
  const teacher = useChallengeTeacher(challenge.id).data?.teacher;
  if (teacher === undefined) return null;
  if (teacher && teacher.status !== 'pending') {
    return <p className="max-w-xs text-sm text-muted">{T.locked}</p>;
  }
  return (
    <>
      <EditChallenge challenge={challenge} />
      <DeleteChallenge challenge={challenge} hasTeacher={teacher !== null} />
    </>
  );
}

function EditChallenge({ challenge }: { challenge: Challenge }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={T.editTitle}
      description={T.editLead}
      trigger={
        <Button variant="secondary" onPointerEnter={preloadForm} onFocus={preloadForm}>
          <Pencil aria-hidden className="size-4" />
          {T.edit}
        </Button>
      }
    >
      {open ? (
        <Suspense fallback={<Spinner label="Loading the form…" />}>
          <EditChallengeForm
            challenge={challenge}
            onSaved={() => setOpen(false)}
            onCancel={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </Dialog>
  );
}

function DeleteChallenge({ challenge, hasTeacher }: { challenge: Challenge; hasTeacher: boolean }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteChallenge(challenge.id);
  const navigate = useNavigate();
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        const state: DeletedNoticeState = { deleted: { title: challenge.title } };
        void navigate('/challenges', { state });
      },
    });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) remove.reset();
      }}
      role="alertdialog"
      title={T.deleteTitle(challenge.title)}
      description={T.deleteLead(hasTeacher)}
      trigger={
        <Button variant="danger">
          <Trash2 aria-hidden className="size-4" />
          {T.delete}
        </Button>
      }
    >
      <RequestErrorBanner error={remove.error} text={(error) => actionErrorText(error, T.deleteFailed)} />
      <DialogActions className="mt-0">
        <Button variant="danger" disabled={remove.isPending} onClick={confirm}>
          {remove.isPending ? T.deleting : T.delete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Before the owner closes a challenge nobody has taught (no completed teach-back), one question: closing it
 * earns no XP. With a completed teach-back, it answers yes at once (the rating closes the loop and pays).
 */
export function CloseUntaughtCheck({
  challengeId,
  answer,
}: {
  challengeId: string;
  answer: (ok: boolean) => void;
}) {
  const query = useChallengeTeacher(challengeId);
  const taught = query.data?.teacher?.status === 'completed';
  useEffect(() => {
    if (taught) answer(true);
  }, [taught, answer]);
  if (taught || (query.isPending && !query.data)) return null;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) answer(false);
      }}
      role="alertdialog"
      title={T.closeTitle}
      description={T.closeLead}
    >
      <DialogActions className="mt-0">
        <Button onClick={() => answer(true)}>{T.closeConfirm}</Button>
      </DialogActions>
    </Dialog>
  );
}
