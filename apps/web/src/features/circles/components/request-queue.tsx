import type { JoinRequest } from '@teachloop/shared';
import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Tag } from '../../../components/ui/tag';
import { mutateThen } from '../../../lib/mutate-then';
import { relativeTime } from '../../../lib/relative-time';
import { circleErrorText, useCircleAction } from '../api/circle-actions';
import { CIRCLE_TEXTS } from '../circle-texts';
import type { CircleNotice } from './join-button';

/** The owner's pending requests, oldest first, each with Approve and Decline. */
export function RequestQueue({
  circleId,
  requests,
  now,
  onNotice,
}: {
  circleId: string;
  requests: JoinRequest[];
  now: number;
  onNotice: (notice: CircleNotice) => void;
}) {
  if (requests.length === 0) return <p className="py-2 text-sm text-muted">{CIRCLE_TEXTS.noRequests}</p>;
  return (
    <ul className="flex flex-col divide-y divide-line">
      {requests.map((request) => (
        <RequestRow key={request.id} circleId={circleId} request={request} now={now} onNotice={onNotice} />
      ))}
    </ul>
  );
}

function RequestRow({
  circleId,
  request,
  now,
  onNotice,
}: {
  circleId: string;
  request: JoinRequest;
  now: number;
  onNotice: (notice: CircleNotice) => void;
}) {
  const action = useCircleAction(circleId);
  const nameId = useId();
  const answer = (kind: 'approve' | 'decline') =>
    void mutateThen(
      action,
      { kind, requestId: request.id },
      {
        onSuccess: () =>
          onNotice({
            tone: 'success',
            text:
              kind === 'approve' ? CIRCLE_TEXTS.approved(request.name) : CIRCLE_TEXTS.declined(request.name),
          }),
        onError: (error) => onNotice({ tone: 'error', text: circleErrorText(error) }),
      },
    );
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <span id={nameId} className="font-semibold text-fg">
          {request.name}
        </span>
        <Tag tone="neutral" className="whitespace-nowrap">
          {CIRCLE_TEXTS.level(request.level)}
        </Tag>
        <span className="text-sm text-muted">asked {relativeTime(request.createdAt, now)}</span>
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          aria-describedby={nameId}
          disabled={action.isPending}
          onClick={() => answer('approve')}
        >
          <Check aria-hidden className="size-4" />
          {CIRCLE_TEXTS.approve}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-describedby={nameId}
          disabled={action.isPending}
          onClick={() => answer('decline')}
        >
          <X aria-hidden className="size-4" />
          {CIRCLE_TEXTS.decline}
        </Button>
      </div>
    </li>
  );
}
