/**
 * What a report can name, apart from the rest of moderation.ts so the Report button on a page carries
 * only these few words; the dialog and the moderators' page load the rest.
 */
export const REPORT_ITEM_KINDS = ['teachback', 'review', 'reply', 'challenge', 'circle', 'profile'] as const;
export type ReportItemKind = (typeof REPORT_ITEM_KINDS)[number];

/** How each kind is named in a sentence ('Report this review', 'We reviewed your report of a review…'). */
export const REPORT_ITEM_LABELS: Record<ReportItemKind, string> = {
  teachback: 'teach-back explanation',
  review: 'review',
  reply: 'reply',
  challenge: 'challenge',
  circle: 'circle',
  profile: 'profile',
};

/** The Report button's words: its text, and its accessible name for a kind. */
export const REPORT_BUTTON_TEXTS = {
  action: 'Report',
  label: (kind: ReportItemKind) => `Report this ${REPORT_ITEM_LABELS[kind]}`,
} as const;
