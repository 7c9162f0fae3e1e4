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

/** The owner's two answers to a request, in this order, with the notice each gives once done. */
const ANSWERS = [
  {
    kind: 'approve',
    label: CIRCLE_TEXTS.approve,
    icon: Check,
    variant: 'primary',
    done: CIRCLE_TEXTS.approved,
  },
  {
    kind: 'decline',
    label: CIRCLE_TEXTS.decline,
    icon: X,
    variant: 'secondary',
    done: CIRCLE_TEXTS.declined,
  },
] as const;

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
  const answer = ({ kind, done }: (typeof ANSWERS)[number]) =>
    void mutateThen(
      action,
      { kind, requestId: request.id },
      {
        onSuccess: () => onNotice({ tone: 'success', text: done(request.name) }),
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
        {ANSWERS.map((choice) => (
          <Button
            key={choice.kind}
            size="sm"
            variant={choice.variant}
            aria-describedby={nameId}
            disabled={action.isPending}
            onClick={() => answer(choice)}
          >
            <choice.icon aria-hidden className="size-4" />
            {choice.label}
          </Button>
        ))}
      </div>
    </li>
  );
}
