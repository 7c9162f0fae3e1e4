import { countOf } from '@teachloop/shared';

/** The texts of the operators' overview and of voiding XP on /moderation. */
export const OVERVIEW_TEXTS = {
  sectionTitle: 'Overview',
  loadFailed: 'The overview could not be loaded.',
  totalUsers: 'Users',
  weeklyActiveUsers: 'Weekly active users',
  weeklyActiveHint: 'Earned XP, or were stopped by a cap, in the last 7 days.',
  openReports: 'Open reports',
  chartTitle: 'Teach-backs completed and reviews given, last 8 weeks',
  chartSummary: (teachbacks: number, reviews: number) =>
    `${countOf(teachbacks, 'teach-back')} completed and ${countOf(reviews, 'review')} given over the last 8 weeks.`,
  weekColumn: 'Week of',
  teachbacks: 'Teach-backs completed',
  reviews: 'Reviews given',
  showTable: 'Show the figures as a table',
} as const;

export const VOID_XP_TEXTS = {
  open: 'XP ledger',
  openLabel: (name: string) => `XP ledger of ${name}`,
  dialogTitle: (name: string) => `XP ledger of ${name}`,
  dialogLead: (xp: number) =>
    `${xp} XP now. A voided entry stays listed but counts no more: their level, boards, badges and streak follow, and they are told why.`,
  loadFailed: 'The XP ledger could not be loaded.',
  empty: 'No XP entries yet.',
  amount: (amount: number) => `${amount} XP`,
  voided: (reason: string) => `Voided: ${reason}`,
  void: 'Void',
  voidLabel: (amount: number, source: string) => `Void ${amount} XP from ${source}`,
  reasonLabel: 'Reason',
  reasonHint: 'The user is told it.',
  confirm: 'Void XP',
  voiding: 'Voiding…',
  cancel: 'Cancel',
  voidFailed: 'The XP could not be voided. Try again.',
  done: (amount: number) => `${amount} XP voided.`,
} as const;
