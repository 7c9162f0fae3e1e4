/**
 * The edit challenges and teach-backs share: Save stores notes with the status, Start and Complete keep the
 * notes they had.
 */
export interface NotesEdit {
  notes?: string;
}

export const notesEdit = {
  write: (edit: NotesEdit) => (edit.notes === undefined ? {} : { notes: edit.notes }),
  apply<Item extends { notes: string; status: S; updatedAt: number }, S>(
    item: Item,
    edit: NotesEdit,
    status: S,
    now: number,
  ): Item {
    return { ...item, status, notes: edit.notes ?? item.notes, updatedAt: now };
  },
};
