/**
 * What readers see of an item a moderator hid, or of a suspended author's content: everyone but its
 * author sees `removed` in place of the content; its author sees the content with the hidden note.
 */
export const CONTENT_REMOVAL_TEXTS = {
  removed: 'Removed by a moderator',
  hiddenNote: (reason: string | null) =>
    reason ? `Hidden by a moderator: ${reason}` : 'Hidden by a moderator.',
} as const;
