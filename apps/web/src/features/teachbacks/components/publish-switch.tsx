import type { TeachbackContext } from '@teachloop/shared';
import { BookOpenCheck } from 'lucide-react';
import { useId } from 'react';
import { Tag } from '../../../components/ui/tag';
import { actionErrorText } from '../../../lib/error-text';
import { useSavePublishChoice } from '../api/publish-choice';
import { PUBLISH_TEXTS as T } from '../publish-texts';

/**
 * A completed explanation of a path item: the author's choice to publish it in the course library, changeable
 * at any time (saved at once), and whether the library holds it now.
 */
export function PublishSwitch({ teachbackId, context }: { teachbackId: string; context: TeachbackContext }) {
  const save = useSavePublishChoice(teachbackId);
  const id = useId();
  const titleId = useId();
  // While saving, the switch shows the choice being saved.
  const on = save.isPending ? save.variables : context.publish;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 border-t border-line pt-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="text-base font-semibold text-fg">
          {T.title}
        </h3>
        {context.published ? (
          <Tag tone="accent">
            <BookOpenCheck aria-hidden className="mr-1 size-3.5" />
            {T.inLibrary}
          </Tag>
        ) : null}
      </div>
      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-0.5">
          <label htmlFor={id} className="cursor-pointer text-sm font-medium text-fg">
            {T.label}
          </label>
          <p id={`${id}-hint`} className="text-sm text-muted">
            {on && !context.published ? T.waiting : T.switchHint}
          </p>
        </div>
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-describedby={`${id}-hint`}
          checked={on}
          disabled={save.isPending}
          onChange={(event) => save.mutate(event.target.checked)}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
        />
      </div>
      {save.isError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {actionErrorText(save.error, T.saveFailed)}
        </p>
      ) : null}
    </section>
  );
}
