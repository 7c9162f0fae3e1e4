/** The texts of suspending and lifting accounts on /moderation. */
export const SUSPENSION_TEXTS = {
  sectionTitle: 'Suspended accounts',
  empty: 'No account is suspended right now.',
  loadFailed: 'The suspended accounts could not be loaded.',
  unnamed: 'Unnamed account',
  since: (date: string) => `Suspended ${date}`,
  until: (date: string) => `until ${date}`,
  forGood: 'for good',
  reason: (reason: string) => `Reason: ${reason}`,
  lift: 'Lift',
  lifting: 'Lifting…',
  liftLabel: (name: string) => `Lift the suspension of ${name}`,
  liftFailed: 'The suspension could not be lifted. Try again.',
  lifted: (name: string) => `${name} can sign in again.`,
  suspend: 'Suspend',
  suspendLabel: (name: string) => `Suspend ${name}`,
  dialogTitle: (name: string) => `Suspend ${name}?`,
  dialogLead:
    'They are signed out at once and can’t sign in until the suspension ends. Their open teach-backs go to other peers.',
  reasonLabel: 'Reason',
  reasonHint: 'Kept in the audit log.',
  periodLegend: 'How long',
  submitting: 'Suspending…',
  suspendFailed: 'The account could not be suspended. Try again.',
  suspended: (name: string) => `${name} is suspended.`,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The lengths a moderator chooses from; `days` null is for good. */
export const SUSPENSION_PERIODS = [
  { id: '1', label: 'For 1 day', days: 1 },
  { id: '7', label: 'For 7 days', days: 7 },
  { id: '30', label: 'For 30 days', days: 30 },
  { id: 'good', label: 'For good', days: null },
] as const;
export type SuspensionPeriodId = (typeof SUSPENSION_PERIODS)[number]['id'];

/** When a suspension of the chosen length that starts at `now` ends (epoch ms), or null for good. */
export function suspensionEnd(periodId: SuspensionPeriodId, now: number): number | null {
  const period = SUSPENSION_PERIODS.find((candidate) => candidate.id === periodId)!;
  return period.days === null ? null : now + period.days * DAY_MS;
}
