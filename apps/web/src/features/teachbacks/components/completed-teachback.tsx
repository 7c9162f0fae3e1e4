import type { Teachback } from '@teachloop/shared';
import { PenLine } from 'lucide-react';
import { useId, useState } from 'react';
import { RemovedContent } from '../../../components/common/removed-content';
import { RichText } from '../../../components/common/rich-text';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format-date';
import { useTeachbackContext } from '../api/teachback-context';
import { TEACHBACK_TEXTS } from '../teachback-texts';
import { TEACHBACK_VIEW_TEXTS } from '../teachback-view-texts';
import { PublishSwitch } from './publish-switch';
import { ReviseExplanation } from './revise-explanation';
import { TeachbackReview } from './teachback-review';

/**
 * A completed teach-back on its work page: the explanation as the reviewer reads it, the review beside it once
 * given, and 'Revise explanation' to publish a better one (the reviewer is told; no XP is paid again).
 */
export function CompletedTeachback({ teachback }: { teachback: Teachback }) {
  const context = useTeachbackContext(teachback.id);
  const [revising, setRevising] = useState(false);
  const [published, setPublished] = useState(false);
  const titleId = useId();
  const revisedAt = context.data?.revisedAt ?? null;

  return (
    <div className="grid gap-6 xl:grid-cols-2 xl:items-start">
      <Card>
        {revising ? (
          <ReviseExplanation
            id={teachback.id}
            notes={teachback.notes}
            onCancel={() => setRevising(false)}
            onPublished={() => {
              setRevising(false);
              setPublished(true);
            }}
          />
        ) : (
          <section aria-labelledby={titleId} className="flex flex-col gap-3">
            <h2 id={titleId} className="text-lg font-semibold text-fg">
              {TEACHBACK_TEXTS.notesLabel}
            </h2>
            {revisedAt !== null ? (
              <p className="text-sm font-medium text-primary">
                {TEACHBACK_VIEW_TEXTS.revisedOn(formatDate(revisedAt))}
              </p>
            ) : null}
            {/* The author's own explanation, hidden by a moderator: why. */}
            <RemovedContent removed={teachback.removed} mine />
            <div className="rounded-lg border border-line p-4 text-sm text-fg">
              <RichText source={teachback.notes} />
            </div>
            {published ? <Alert tone="success">{TEACHBACK_VIEW_TEXTS.revisionPublished}</Alert> : null}
            <div>
              <Button variant="secondary" onClick={() => setRevising(true)}>
                <PenLine aria-hidden className="size-4" />
                {TEACHBACK_VIEW_TEXTS.revise}
              </Button>
            </div>
            {context.data?.pathItem ? (
              <PublishSwitch teachbackId={teachback.id} context={context.data} />
            ) : null}
          </section>
        )}
      </Card>
      {context.data ? <TeachbackReview review={context.data.review} /> : null}
    </div>
  );
}
