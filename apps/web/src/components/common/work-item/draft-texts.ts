/** What the work page says about a draft as it saves, and when leaving it. */
export const DRAFT_TEXTS = {
  saving: 'Saving…',
  saved: 'Saved',
  kept: 'Not saved yet — kept on this device',
  offline: 'Offline — kept on this device; will retry the save when the connection returns',
  yourText: 'Your text, kept on this device',
  copy: 'Copy text',
  copied: 'Copied. Paste it wherever you keep your notes.',
  copyFailed: 'Couldn’t copy: select the text above and copy it yourself.',
  download: 'Download as Markdown',
  forget: 'Remove it from this device',
  forgotten: 'Removed from this device.',
  restored: 'Restored your latest draft from this device: it is newer than the saved copy.',
  leaveTitle: 'Leave with unsaved words?',
  leaveDescription:
    'Your latest words are not saved yet. They stay on this device and come back when you open this page again.',
  leave: 'Leave anyway',
  stay: 'Stay and keep writing',
} as const;
