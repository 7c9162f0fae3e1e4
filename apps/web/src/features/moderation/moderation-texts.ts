/** The /moderation page's own texts. */
export const MODERATION_TEXTS = {
  title: 'Moderation',
  lead: 'Reports from the community, newest first, and every action moderators have taken.',
  queueTitle: 'Open reports',
  queueEmpty: 'No open reports. Nothing needs your attention right now.',
  queueFailed: 'The reports could not be loaded.',
  logTitle: 'Audit log',
  logEmpty: 'No moderator has taken an action yet.',
  logFailed: 'The audit log could not be loaded.',
  reportedBy: (name: string) => `Reported by ${name}`,
  author: (name: string) => `Author: ${name}`,
  otherReports: (n: number) => (n > 1 ? `${n} open reports on this item` : null),
  alreadyHidden: 'Hidden already.',
  open: 'Open it',
  noExcerpt: 'The item no longer exists.',
  stars: (n: number) => `${n} of 5 stars`,
  dismiss: 'Dismiss',
  dismissLabel: (name: string) => `Dismiss the report by ${name}`,
  dismissFailed: 'The report could not be dismissed.',
  hide: 'Hide',
  hideLabel: (kind: string) => `Hide this ${kind}`,
  hideTitle: (kind: string) => `Hide this ${kind}`,
  hideLead: 'Everyone else will see “Removed by a moderator”. The author sees it was hidden and your reason.',
  hideReasonLabel: 'Reason',
  hideReasonHint: 'The author is told this reason.',
  hiding: 'Hiding…',
  hideFailed: 'The item could not be hidden.',
  unhide: 'Show again',
  /**
   * What the moderator did, as the rest of a sentence after their name: 'hid a review by Ada', 'suspended Ada
   * until 3 May 2026'. `item` is 'a review'; `subject` whom the action was about (the author, the account).
   */
  logSentence: (action: string, item: string | null, subject: string | null): string => {
    const by = subject ? ` by ${subject}` : '';
    switch (action) {
      case 'dismiss':
        return subject ? `dismissed a report about ${subject}` : 'dismissed a report';
      case 'hide':
        return `hid ${item ?? 'an item'}${by}`;
      case 'unhide':
        return `restored ${item ?? 'an item'}${by}`;
      case 'suspend':
        return subject ? `suspended ${subject}` : 'suspended an account';
      case 'lift':
        return subject ? `lifted the suspension of ${subject}` : 'lifted a suspension';
      case 'void_xp':
        return subject ? `voided XP earned by ${subject}` : 'voided XP';
      default:
        return subject ? `${action} (${subject})` : action;
    }
  },
  logUntil: (date: string) => `until ${date}`,
  loading: 'Loading…',
} as const;
