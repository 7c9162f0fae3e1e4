import type { ChallengeStatus, TeachbackStatus } from '@teachloop/shared';

export type LearningStatus = ChallengeStatus | TeachbackStatus;
export type StatusTone = 'primary' | 'accent' | 'warn' | 'neutral';

export const STATUS_LABELS: Record<LearningStatus, { label: string; tone: StatusTone }> = {
  open: { label: 'Open', tone: 'neutral' },
  pending: { label: 'Pending', tone: 'neutral' },
  accepted: { label: 'Accepted', tone: 'primary' },
  in_progress: { label: 'In progress', tone: 'warn' },
  completed: { label: 'Completed', tone: 'accent' },
};

export function statusLabel(status: LearningStatus): string {
  return STATUS_LABELS[status].label;
}
