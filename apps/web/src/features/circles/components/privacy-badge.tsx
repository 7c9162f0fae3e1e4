import { CIRCLE_PRIVACY_LABELS, type CirclePrivacy } from '@teachloop/shared';
import { Globe, Lock } from 'lucide-react';
import { Tag } from '../../../components/ui/tag';

/** The Private or Open badge of the spec, with an icon so it is not told by colour alone. */
export function PrivacyBadge({ privacy }: { privacy: CirclePrivacy }) {
  const Icon = privacy === 'private' ? Lock : Globe;
  return (
    <Tag tone={privacy === 'private' ? 'warn' : 'accent'} className="shrink-0 gap-1 whitespace-nowrap">
      <Icon aria-hidden className="size-3.5" />
      {CIRCLE_PRIVACY_LABELS[privacy]}
    </Tag>
  );
}
