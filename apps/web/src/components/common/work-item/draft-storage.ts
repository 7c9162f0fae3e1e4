/**
 * A draft kept on this device until the server has it (localStorage, keyed by user, kind and item), so a reload,
 * a crash or going offline never loses what was typed. Storage that is full or switched off is ignored: the
 * draft then lives in the page only, as before.
 */
export interface StoredDraft {
  notes: string;
  /** When it was last typed (epoch ms), compared with the server's updatedAt on load. */
  editedAt: number;
}

export function draftKey(userId: string, kind: string, itemId: string): string {
  return `teachloop:draft:${userId}:${kind}:${itemId}`;
}

export function readDraft(key: string): StoredDraft | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { notes, editedAt } = parsed as Record<string, unknown>;
    return typeof notes === 'string' && typeof editedAt === 'number' ? { notes, editedAt } : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: StoredDraft): void {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Full or disabled storage: the page still holds the text and keeps trying the server.
  }
}

export function removeDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // As above.
  }
}
