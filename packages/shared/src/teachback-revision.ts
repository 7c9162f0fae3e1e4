/** What revising a completed teach-back's explanation says. */
export const REVISION_MESSAGES = {
  notCompleted: 'Only a completed teach-back can be revised.',
  failed: 'Could not publish the revised explanation.',
} as const;
