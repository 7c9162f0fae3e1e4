import { REPLY_MESSAGES, type ReviewReply } from '@teachloop/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { RemovedContent } from '../../../components/common/removed-content';
import { ReportButton } from '../../../components/common/report/report-button';
import { RichText } from '../../../components/common/rich-text';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { actionErrorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format-date';
import { relativeTime } from '../../../lib/relative-time';
import { useDeleteReply } from '../api/delete-reply';
import { useEditReply } from '../api/edit-reply';
import { REPLY_TEXTS as T } from '../reply-texts';
import { ReplyEditor } from './reply-editor';

/** Whether my reply may still be edited now; turns false by itself when its 10 minutes end. */
function useStillEditable(reply: ReviewReply): boolean {
  const [now, setNow] = useState(() => Date.now());
  const editable = reply.mine && now < reply.editableUntil;
  useEffect(() => {
    if (!editable) return;
    const timer = setTimeout(() => setNow(Date.now()), reply.editableUntil - Date.now() + 50);
    return () => clearTimeout(timer);
  }, [editable, reply.editableUntil]);
  return editable;
}

function DeleteReply({ reply }: { reply: ReviewReply }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteReply(reply.reviewId);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        remove.reset();
      }}
      role="alertdialog"
      title={T.confirmDeleteTitle}
      description={T.confirmDeleteText}
      trigger={
        <Button size="sm" variant="ghost" aria-label={`${T.delete} your reply`}>
          <Trash2 aria-hidden className="size-4" />
          {T.delete}
        </Button>
      }
    >
      {remove.isError ? (
        <Alert tone="error">{actionErrorText(remove.error, T.deleteFailed, ['conflict', 'not_found'])}</Alert>
      ) : null}
      <DialogActions className="mt-0">
        <Button
          variant="danger"
          disabled={remove.isPending}
          onClick={() => remove.mutate(reply.id, { onSuccess: () => setOpen(false) })}
        >
          {remove.isPending ? T.deleting : T.delete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** One reply: who and when (and whether edited), the rendered text, and my own reply's Edit and Delete. */
export function ReplyItem({ reply }: { reply: ReviewReply }) {
  const editable = useStillEditable(reply);
  const [editing, setEditing] = useState(false);
  const edit = useEditReply(reply.reviewId);
  const editButton = useRef<HTMLButtonElement>(null);
  const editor = useRef<HTMLTextAreaElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    // Into the editor when it opens; back to Edit (or the reply) when it closes.
    if (editing) editor.current?.focus();
    else if (wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <li className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-3">
      <p className="text-xs text-muted">
        <span className="font-semibold text-fg">{reply.mine ? T.you : reply.author}</span>
        {' · '}
        <time dateTime={new Date(reply.createdAt).toISOString()} title={formatDateTime(reply.createdAt)}>
          {relativeTime(reply.createdAt)}
        </time>
        {reply.editedAt ? ` · ${T.edited}` : null}
      </p>
      {editing ? (
        <ReplyEditor
          label={T.editLabel}
          initialBody={reply.body}
          submitLabel={T.save}
          pendingLabel={T.saving}
          textareaRef={editor}
          failedText={(error) => actionErrorText(error, T.editFailed, ['conflict', 'invalid_argument'])}
          send={async (body) => {
            await edit.mutateAsync({ id: reply.id, body });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <RemovedContent removed={reply.removed} mine={reply.mine} />
          {reply.removed && !reply.mine ? null : (
            <div className="text-sm wrap-anywhere text-fg">
              <RichText source={reply.body} />
            </div>
          )}
        </>
      )}
      {reply.mine && !editing ? (
        <div className="flex flex-wrap gap-1">
          {editable ? (
            <Button ref={editButton} size="sm" variant="ghost" onClick={() => setEditing(true)}>
              <Pencil aria-hidden className="size-4" />
              {T.edit}
            </Button>
          ) : null}
          <DeleteReply reply={reply} />
        </div>
      ) : null}
      {!reply.mine && !reply.removed ? (
        <ReportButton itemKind="reply" itemId={reply.id} className="self-start" />
      ) : null}
      {editing && !editable ? <p className="text-xs text-muted">{REPLY_MESSAGES.editWindowClosed}</p> : null}
    </li>
  );
}
