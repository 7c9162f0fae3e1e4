import { useState, type KeyboardEvent } from 'react';
import { Button } from '../ui/button';
import { TextField } from '../ui/field';
import { IMAGE_ALT_MAX, tidyAlt, withImageAlt } from '../../lib/image-alt';

export const IMAGE_DESCRIPTION_TEXTS = {
  label: 'Describe the image (optional)',
  hint: (alt: string) => `A few words for anyone who can’t see it. Until then it reads “${alt}”.`,
  save: 'Save description',
  dismiss: 'Not now',
} as const;

/**
 * Asks for a short description of the image just added, used as its alt text; optional: 'Not now' (or an empty
 * box) keeps the alt it got from its file name. Not a form of its own, as the editor often sits inside one:
 * Enter in the box saves the description rather than submitting the form around it.
 */
export function ImageDescription({
  image: { url, alt },
  onDescribe,
  onDismiss,
}: {
  /** The image just added, with the alt text it has now. */
  image: { url: string; alt: string };
  /** Gets what sets the description in the text (which may have changed since the image was added). */
  onDescribe: (withAlt: (text: string) => string) => void;
  onDismiss: () => void;
}) {
  const [text, setText] = useState('');

  function save() {
    const description = tidyAlt(text);
    if (description) onDescribe((text) => withImageAlt(text, url, description));
    else onDismiss();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onDismiss();
    }
  }

  return (
    <div className="mt-2 flex flex-col gap-2 rounded-lg border border-line bg-surface p-3">
      <TextField
        label={IMAGE_DESCRIPTION_TEXTS.label}
        hint={IMAGE_DESCRIPTION_TEXTS.hint(alt)}
        value={text}
        maxLength={IMAGE_ALT_MAX}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="secondary" onClick={save}>
          {IMAGE_DESCRIPTION_TEXTS.save}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDismiss}>
          {IMAGE_DESCRIPTION_TEXTS.dismiss}
        </Button>
      </div>
    </div>
  );
}
