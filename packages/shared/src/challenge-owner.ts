/**
 * The owner's side of a challenge: who is teaching it, and editing or deleting it while its
 * teach-back has not started (no teach-back yet, or a pending one).
 */
export const CHALLENGE_OWNER_MESSAGES = {
  editAfterStart: 'This challenge can no longer be edited: its teach-back has already started.',
  deleteAfterStart: 'This challenge can no longer be deleted: its teach-back has already started.',
} as const;
