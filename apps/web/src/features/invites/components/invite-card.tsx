import { UserPlus } from 'lucide-react';
import { LoadFailure } from '../../../components/common/load-failure';
import { SectionCard } from '../../../components/ui/section-card';
import { useNow } from '../../../lib/use-now';
import { useInvites } from '../api/get-invites';
import { INVITE_TEXTS } from '../invite-texts';
import { AcceptedInvites } from './accepted-invites';
import { InviteLink } from './invite-link';

/**
 * The user's personal invite link to copy or share, and the friends who joined from it (refreshed live when one
 * joins). `enabled`: whether to read it yet (false while the session is still being checked).
 */
export function InviteCard({ enabled = true, className }: { enabled?: boolean; className?: string }) {
  const invites = useInvites({ enabled });
  const now = useNow(invites.dataUpdatedAt);
  return (
    <SectionCard title={INVITE_TEXTS.title} icon={UserPlus} className={className} cardClassName="gap-4">
      <p className="text-sm text-muted">{INVITE_TEXTS.lead}</p>
      {invites.data ? (
        <>
          <InviteLink url={invites.data.url} />
          <AcceptedInvites accepted={invites.data.accepted} more={invites.data.more} now={now} />
        </>
      ) : invites.isError ? (
        <LoadFailure message={INVITE_TEXTS.loadFailed} onRetry={() => void invites.refetch()} />
      ) : (
        <p role="status" className="text-sm text-muted">
          {INVITE_TEXTS.loading}
        </p>
      )}
    </SectionCard>
  );
}
