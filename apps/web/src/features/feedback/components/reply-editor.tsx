import { hasVisibleCharacters, REPLY_LIMITS, REPLY_MESSAGES } from '@teachloop/shared';
import { useState, type RefObject } from 'react';
import { MarkdownField } from '../../../components/common/markdown-field';
import { Button } from '../../../components/ui/button';
import { useOnce } from '../../../lib/use-once';
import { formatNumber } from '../../../lib/format-number';
import { REPLY_TEXTS as T } from '../reply-texts';

/** Why a body cannot be sent, before asking the server (which checks the same). */
function bodyProblem(body: string): string | null {
  const trimmed = body.trim();
  if (!trimmed) return REPLY_MESSAGES.bodyRequired;
  return hasVisibleCharacters(trimmed) ? null : REPLY_MESSAGES.bodyInvisible;
}

/**
 * A reply in the one Markdown editor (MarkdownField), with Send and Cancel. Not a <form>: it also sits inside the reviewer's review form, and a form may not hold another. `send`
 * resolves when the server has the reply (the text is then cleared unless `keepAfterSend`); its rejection is
 * shown as `failedText` and the text stays.
 */
export function ReplyEditor({
  label,
  initialBody = '',
  submitLabel,
  pendingLabel,
  failedText,
  send,
  onCancel,
  textareaRef,
}: {
  label: string;
  initialBody?: string;
  submitLabel: string;
  pendingLabel: string;
  failedText: (error: unknown) => string;
  send: (body: string) => Promise<unknown>;
  onCancel?: () => void;
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
}) {
  const [body, setBody] = useState(initialBody);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const once = useOnce();

  // Sent once however often it is clicked while sending (the busy state shows only after a render).
  const onSend = () =>
    once(async () => {
      const invalid = bodyProblem(body);
      setProblem(invalid);
      if (invalid) return;
      setBusy(true);
      try {
        await send(body);
        if (!initialBody) setBody('');
      } catch (error) {
        setProblem(failedText(error));
      }
      setBusy(false);
    });

  return (
    <div className="flex flex-col gap-3">
      <MarkdownField
        label={label}
        rows={3}
        value={body}
        onChange={setBody}
        maxLength={REPLY_LIMITS.body}
        error={problem ?? undefined}
        hint={T.characters(formatNumber(REPLY_LIMITS.body))}
        {...(textareaRef ? { textareaRef } : {})}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" disabled={busy} onClick={onSend}>
          {busy ? pendingLabel : submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={onCancel}>
            {T.cancel}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
