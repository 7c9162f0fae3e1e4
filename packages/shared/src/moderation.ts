/**
 * Reports and moderators: what a report can name, why, its limits and the texts callers see. No zod
 * here (see moderation-schemas.ts), so a page that reads a label does not load it.
 */
import { REPORT_BUTTON_TEXTS, REPORT_ITEM_LABELS, type ReportItemKind } from './report-items';

export const REPORT_REASONS = ['spam', 'harassment', 'cheating', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  cheating: 'Cheating',
  other: 'Something else',
};

export const REPORT_LIMITS = {
  note: 500,
  /** Reports one user may send in an hour. */
  perHour: 10,
  hideReason: 300,
  excerpt: 280,
  pageDefault: 20,
  pageMax: 50,
  cursor: 200,
} as const;

export const REPORT_MESSAGES = {
  kindInvalid: 'Choose what you are reporting.',
  reasonInvalid: 'Choose a reason.',
  noteTooLong: `A note is at most ${REPORT_LIMITS.note} characters.`,
  noteInvalid: 'A note must be text.',
  itemNotFound: 'Data not found.',
  ownItem: 'You can’t report something of your own.',
  ownCase: 'This is about you, so another moderator has to handle it.',
  alreadyReported: 'You’ve already reported this.',
  tooMany: 'You’ve sent several reports in a short time. Please wait a while and try again.',
  thanks: 'Thanks for telling us. A moderator will look at it.',
  reportNotFound: 'Report not found.',
  reportClosed: 'This report has already been resolved.',
  hideReasonRequired: 'Give a reason: the author is told it.',
  hideReasonTooLong: `A reason is at most ${REPORT_LIMITS.hideReason} characters.`,
  alreadyHidden: 'This item is already hidden.',
  notHidden: 'This item is not hidden.',
  cursorInvalid: 'This page of the list is no longer valid. Reload the page.',
  limitInvalid: `limit must be a whole number from 1 to ${REPORT_LIMITS.pageMax}.`,
} as const;

/** The report dialog's texts (components/common/report). */
export const REPORT_DIALOG_TEXTS = {
  // The dialog is named as the button that opens it.
  title: REPORT_BUTTON_TEXTS.label,
  lead: 'Tell a moderator what is wrong. The author is not told who reported it.',
  reasonLegend: 'Reason',
  noteLabel: 'Note (optional)',
  noteHint: `Anything a moderator should know, at most ${REPORT_LIMITS.note} characters.`,
  submit: 'Send report',
  sending: 'Sending…',
  cancel: 'Cancel',
  done: 'Done',
} as const;

/** What the reporter and the author are told (notifications 'report_resolved' and 'content_hidden'). */
export const MODERATION_NOTICE_TEXTS = {
  reportActioned: (kind: ReportItemKind) =>
    `We reviewed your report of a ${REPORT_ITEM_LABELS[kind]} and removed it. Thank you.`,
  reportDismissed: (kind: ReportItemKind) =>
    `We reviewed your report of a ${REPORT_ITEM_LABELS[kind]} and found no problem.`,
  contentHidden: (kind: ReportItemKind, reason: string) =>
    `A moderator hid your ${REPORT_ITEM_LABELS[kind]}: ${reason}`,
  contentUnhidden: (kind: ReportItemKind) => `A moderator restored your ${REPORT_ITEM_LABELS[kind]}.`,
} as const;
