import type { Teachback } from '@teachloop/shared';
import { Play } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { actionErrorText } from '../../../lib/error-text';
import { mutateThen } from '../../../lib/mutate-then';
import { useTeachbackContext } from '../api/teachback-context';
import { teachbacksApi } from '../api/teachbacks-api';
import { TEACHBACK_TEXTS } from '../teachback-texts';
import { TEACHBACK_VIEW_TEXTS } from '../teachback-view-texts';
import { DeclineButton } from './decline-button';

/** The explanation's editor on this page: where writing begins once the teach-back is started. */
function focusEditor() {
  requestAnimationFrame(() => document.querySelector<HTMLTextAreaElement>('main textarea')?.focus());
}

/**
 * On a pending teach-back's work page, after its prompt: the challenge's topic and level, and the choice the
 * assignee owes the requester. 'Start' (the spec's word) takes it on and moves to the editor; 'Decline' hands it
 * to another peer. Writing in the editor starts it too (the spec's 'saving progress').
 */
export function TeachbackOffer({ teachback }: { teachback: Teachback }) {
  const headingId = useId();
  const start = teachbacksApi.useStart();
  const context = useTeachbackContext(teachback.id).data;
  return (
    <Card className="flex flex-col gap-4 border-primary/40" role="region" aria-labelledby={headingId}>
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold text-fg">
          {TEACHBACK_VIEW_TEXTS.offer.title}
        </h2>
        <p className="text-sm wrap-anywhere text-muted">
          {TEACHBACK_VIEW_TEXTS.offer.lead(teachback.requester)}
        </p>
      </div>
      {context ? (
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {(
            [
              ['Topic', context.topic],
              ['Level', context.level],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="flex min-w-0 gap-2">
              <dt className="text-muted">{label}</dt>
              <dd className="font-medium wrap-anywhere text-fg">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={start.isPending}
          onClick={() => void mutateThen(start, teachback.id, { onSuccess: focusEditor })}
        >
          <Play aria-hidden className="size-4" />
          {start.isPending ? 'Starting…' : 'Start'}
        </Button>
        <DeclineButton teachback={teachback} />
      </div>
      {start.isError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {actionErrorText(start.error, TEACHBACK_TEXTS.startFailed)}
        </p>
      ) : null}
    </Card>
  );
}
