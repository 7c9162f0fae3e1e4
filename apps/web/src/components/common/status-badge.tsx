import { Tag } from '../ui/tag';
import { STATUS_LABELS, type LearningStatus } from '../../lib/status-label';

export function StatusBadge({ status, className }: { status: LearningStatus; className?: string }) {
  const { label, tone } = STATUS_LABELS[status];
  return (
    <Tag tone={tone} className={className}>
      {label}
    </Tag>
  );
}
