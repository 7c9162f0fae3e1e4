import type { WorkItem } from '../../../lib/work-item-api';
import { NotesEditor } from '../notes-editor';
import { useCompleteConfirm, type CompleteConfirmTexts } from './complete-confirm';
import { draftKey } from './draft-storage';
import { DraftStatusLine } from './draft-status';
import { LeaveGuard } from './leave-guard';
import { useDraftAutosave } from './use-draft-autosave';
import type { WorkItemKind } from './work-item-kind';

/**
 * The notes editor of a kind that never loses words: it saves as the writer types (kept on this device until
 * the server has it), asks before leaving with unsaved words, and shows the rendered text to confirm before
 * completing. `complete` runs once confirmed.
 */
export function DraftEditor<T extends WorkItem & { updatedAt: number }>({
  kind,
  item,
  userId,
  confirm,
  save,
  complete,
}: {
  kind: WorkItemKind<T>;
  item: T;
  userId: string;
  confirm: CompleteConfirmTexts;
  save: (notes: string) => Promise<unknown>;
  complete: () => Promise<unknown>;
}) {
  const draft = useDraftAutosave({
    storageKey: draftKey(userId, kind.noun, item.id),
    serverNotes: item.notes,
    serverUpdatedAt: item.updatedAt,
    save,
  });
  const confirmation = useCompleteConfirm(confirm);

  return (
    <div className="flex flex-col gap-3">
      <NotesEditor
        label={kind.notesLabel}
        initialNotes={draft.initialNotes}
        minWords={kind.minWords}
        onNotesChange={draft.change}
        save={draft.saveNow}
        complete={async () => {
          if (!(await confirmation.ask(draft.latestNotes()))) return false;
          await complete();
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
