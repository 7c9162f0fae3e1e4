import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import type { CompleteBody, WorkItem } from '../../../lib/work-item-api';
import { NotesEditor } from '../notes-editor';
import { ClosedDraft, type ClosedDraftTexts } from './closed-draft';
import { useCompleteConfirm, type CompleteConfirmTexts } from './complete-confirm';
import { draftKey } from './draft-storage';
import { DraftStatusLine } from './draft-status';
import { LeaveGuard } from './leave-guard';
import { useDraftAutosave } from './use-draft-autosave';
import type { WorkItemKind } from './work-item-kind';

/**
 * The notes editor of a kind that never loses words: it saves as the writer types (kept on this device until
 * the server has it), asks before leaving with unsaved words, and shows the rendered text to confirm before
 * completing. `complete` runs once confirmed. When the server no longer has the item (`gone`: a live update
 * found it removed, or a save or completion answered 404), the editor gives way to ClosedDraft, which keeps
 * the text for the writer.
 */
export function DraftEditor<T extends WorkItem & { updatedAt: number }>({
  kind,
  item,
  userId,
  confirm,
  closed,
  title,
  gone,
  save,
  complete,
}: {
  kind: WorkItemKind<T>;
  item: T;
  userId: string;
  confirm: CompleteConfirmTexts;
  closed: ClosedDraftTexts;
  /** The name of a downloaded copy. */
  title: string;
  gone: boolean;
  save: (notes: string, options?: { autosave: boolean }) => Promise<unknown>;
  complete: (body?: CompleteBody) => Promise<unknown>;
}) {
  const storageKey = draftKey(userId, kind.noun, item.id);
  const draft = useDraftAutosave({
    storageKey,
    serverNotes: item.notes,
    serverUpdatedAt: item.updatedAt,
    save,
  });
  const confirmation = useCompleteConfirm(
    confirm,
    kind.completeChoice && ((choice, onChange) => kind.completeChoice?.(item, choice, onChange)),
  );
  const { close } = draft;
  useEffect(() => {
    if (gone) close();
  }, [gone, close]);

  if (gone || draft.status === 'closed') {
    return <ClosedDraft texts={closed} notes={draft.latestNotes()} title={title} storageKey={storageKey} />;
  }
  return (
    <div className="flex flex-col gap-3">
      <NotesEditor
        label={kind.notesLabel}
        initialNotes={draft.initialNotes}
        minWords={kind.minWords}
        onNotesChange={draft.change}
        save={draft.saveNow}
        complete={async () => {
          const answer = await confirmation.ask(draft.latestNotes());
          if (!answer) return false;
          try {
            await complete(answer.choice);
          } catch (error) {
            if (!(error instanceof ApiError && error.status === 404)) throw error;
            close();
            return false;
          }
          draft.discard();
          return true;
        }}
      />
      <DraftStatusLine status={draft.status} restored={draft.restored} />
      <LeaveGuard hasUnsaved={draft.hasUnsaved} />
      {confirmation.dialog}
    </div>
  );
}
