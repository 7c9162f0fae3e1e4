import { useId } from 'react';
import { useTeachbackContext } from '../api/teachback-context';
import { PUBLISH_TEXTS as T } from '../publish-texts';

/**
 * In the confirmation before completing an explanation of a learning path's item: whether to publish it in the
 * course library once it is rated 4 stars or more (off unless ticked). Nothing for other teach-backs.
 */
export function PublishChoice({
  teachbackId,
  checked,
  onChange,
}: {
  teachbackId: string;
  checked: boolean;
  onChange: (publish: boolean) => void;
}) {
  const context = useTeachbackContext(teachbackId);
  const id = useId();
  if (!context.data?.pathItem) return null;
  return (
    <div className="flex items-start gap-3 rounded-lg border border-line bg-surface-2 p-3">
      <input
        id={id}
        type="checkbox"
        aria-describedby={`${id}-hint`}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary"
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium text-fg">
          {T.label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          {T.hint}
        </p>
      </div>
    </div>
  );
}
