import { CIRCLE_MESSAGES, type CircleSummary } from '@teachloop/shared';
import { Check, Clock, Crown } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Tag } from '../../../components/ui/tag';
import { circleErrorText, useCircleAction } from '../api/circle-actions';
import { CIRCLE_TEXTS } from '../circle-texts';

export interface CircleNotice {
  text: string;
  tone: 'success' | 'error';
  /** 'Request … sent!': the circle asked to join, whose notice goes once the viewer is a member of it. */
  requestTo?: string;
}

/** The notice as it still holds: a request sent is news no more once the viewer belongs to that circle. */
export function currentNotice(
  notice: CircleNotice | null,
  membershipOf: (circleId: string) => CircleSummary['membership'] | undefined,
): CircleNotice | null {
  if (!notice?.requestTo) return notice;
  const membership = membershipOf(notice.requestTo);
  return membership === 'member' || membership === 'owner' ? null : notice;
}

/**
 * 'Join' (Open) or 'Request to join' (Private), disabled when no openings are left; what I already am when I
 * belong (Owner, Member) or have asked (Request sent). The outcome goes to `onNotice`, which the page reads
 * out from a status region that is always there.
 */
export function JoinButton({
  circle,
  describedBy,
  onNotice,
  size = 'sm',
}: {
  circle: CircleSummary;
  describedBy?: string;
  onNotice: (notice: CircleNotice) => void;
  size?: 'sm' | 'md';
}) {
  const action = useCircleAction(circle.id);
  if (circle.membership === 'owner') {
    return (
      <Tag tone="primary" className="shrink-0 gap-1 whitespace-nowrap">
        <Crown aria-hidden className="size-3.5" />
        {CIRCLE_TEXTS.owner}
      </Tag>
    );
  }
  if (circle.membership === 'member') {
    return (
      <Tag tone="accent" className="shrink-0 gap-1 whitespace-nowrap">
        <Check aria-hidden className="size-3.5" />
        {CIRCLE_TEXTS.member}
      </Tag>
    );
  }
  if (circle.membership === 'pending') {
    return (
      <Button size={size} variant="secondary" disabled aria-describedby={describedBy}>
        <Clock aria-hidden className="size-4" />
        {CIRCLE_TEXTS.requestSent}
      </Button>
    );
  }
  const isPrivate = circle.privacy === 'private';
  const full = circle.openings === 0;
  // The outcome is told through the promise, not mutate()'s own callbacks: TanStack skips those when its
  // observer has stopped listening before the answer arrives, and the notice was lost once so under heavy load.
  const run = () =>
    void action.mutateAsync(isPrivate ? { kind: 'request' } : { kind: 'join' }).then(
      // A join the server keeps as a pending request (the owner's own rules) reads as a request sent.
      (after) =>
        onNotice(
          isPrivate || after?.membership === 'pending'
            ? { tone: 'success', text: CIRCLE_MESSAGES.requestSent(circle.name), requestTo: circle.id }
            : { tone: 'success', text: CIRCLE_TEXTS.joined(circle.name) },
        ),
      (error: unknown) => onNotice({ tone: 'error', text: circleErrorText(error) }),
    );
  return (
    <Button
      size={size}
      variant={isPrivate ? 'secondary' : 'primary'}
      disabled={full || action.isPending}
      aria-describedby={describedBy}
      onClick={run}
    >
      {isPrivate ? CIRCLE_TEXTS.requestToJoin : CIRCLE_TEXTS.join}
    </Button>
  );
}
