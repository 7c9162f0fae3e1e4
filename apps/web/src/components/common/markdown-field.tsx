import { IMAGE_MESSAGES, IMAGE_TYPES } from '@teachloop/shared';
import { ImagePlus } from 'lucide-react';
import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { TextAreaField } from '../ui/field';
import { Tabs, TabsPanel, ViewTabsList, ViewTabsTrigger } from '../ui/tabs';
import { applyShortcut, shortcutOf } from './markdown-shortcuts';
import { preloadRichText, RichText } from './rich-text';
import { useImageUpload, type AddedImage, type ImageCode } from './use-image-upload';

const MARKDOWN_HELP =
  'Markdown works: **bold**, _italic_, `code`, [link](url), tables, ```code blocks``` and $maths$. ' +
  'Ctrl+B, Ctrl+I, Ctrl+E and Ctrl+K wrap the selection. Paste or drop an image (PNG, JPEG, WebP or GIF, ' +
  'up to 2 MB) to add it.';

/**
 * The one Markdown editor: explanations, challenge prompts, review comments and replies all use it. Write and
 * Preview tabs show the text as it will read; Ctrl/Cmd+B, I, E and K wrap the selection in bold, italic, code
 * or a link; images are pasted, dropped or picked with 'Add image', uploaded, and their Markdown put at the
 * cursor. Controlled: the caller holds the text and decides what to do with it.
 */
export function MarkdownField({
  label,
  value,
  onChange,
  rows = 10,
  maxLength,
  hint,
  error,
  textareaRef,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  maxLength: number;
  /** Shown under the field, before the Markdown help. */
  hint?: ReactNode;
  error?: string | undefined;
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
}) {
  const [view, setView] = useState('write');
  const ownTextarea = useRef<HTMLTextAreaElement>(null);
  const textarea = textareaRef ?? ownTextarea;
  const filePicker = useRef<HTMLInputElement>(null);
  // The text as last set, for an upload that ends after the writer left the Write tab.
  const valueNow = useRef(value);
  useEffect(() => {
    valueNow.current = value;
  }, [value]);
  // The image last added, whose description is asked for under the field by the code that placed it (loaded
  // on demand, use-image-upload.ts).
  const [describing, setDescribing] = useState<{ image: AddedImage; code: ImageCode } | null>(null);
  // On a line of its own at the cursor while writing; at the end if the writer went to Preview meanwhile.
  const image = useImageUpload((code, markdown, added) => {
    if (textarea.current) onChange(code.insertBlockAtCursor(textarea.current, markdown));
    else onChange(code.appendBlock(valueNow.current, markdown));
    setDescribing({ image: added, code });
  });

  function uploadFrom(event: ClipboardEvent<HTMLTextAreaElement> | DragEvent<HTMLTextAreaElement>) {
    const data = 'clipboardData' in event ? event.clipboardData : event.dataTransfer;
    const file = data.files[0];
    if (!file) return;
    event.preventDefault();
    if (!image.uploading) void image.upload(file, 'clipboardData' in event ? 'paste' : 'drop');
  }

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void image.upload(file, 'pick');
  }

  function describe(withAlt: (text: string) => string) {
    onChange(withAlt(valueNow.current));
    setDescribing(null);
    textarea.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    const shortcut = shortcutOf(event);
    if (!shortcut) return;
    event.preventDefault();
    onChange(applyShortcut(event.currentTarget, shortcut));
  }

  return (
    <Tabs value={view} onValueChange={setView}>
      <ViewTabsList aria-label="Write or preview" className="mb-3">
        <ViewTabsTrigger value="write">Write</ViewTabsTrigger>
        <ViewTabsTrigger value="preview" onPointerEnter={() => void preloadRichText()}>
          Preview
        </ViewTabsTrigger>
      </ViewTabsList>
      <TabsPanel value="write">
        <TextAreaField
          label={label}
          rows={rows}
          value={value}
          maxLength={maxLength}
          error={error}
          hint={hint}
          aria-keyshortcuts="Control+B Control+I Control+E Control+K Meta+B Meta+I Meta+E Meta+K"
          ref={textarea}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          onPaste={uploadFrom}
          onDrop={uploadFrom}
        />
        <p className="mt-1 text-xs text-muted">{MARKDOWN_HELP}</p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={image.uploading}
            onClick={() => filePicker.current?.click()}
          >
            <ImagePlus aria-hidden className="size-4" />
            {IMAGE_MESSAGES.addImage}
          </Button>
          <input
            ref={filePicker}
            type="file"
            // The four types the server accepts.
            accept={IMAGE_TYPES.join(',')}
            aria-label={IMAGE_MESSAGES.addImage}
            hidden
            onChange={onPick}
          />
          {image.uploading ? (
            <p role="status" className="text-sm text-muted">
              {IMAGE_MESSAGES.uploading}
            </p>
          ) : null}
        </div>
        {describing ? (
          <describing.code.ImageDescription
            key={describing.image.url}
            image={describing.image}
            onDescribe={describe}
            onDismiss={() => {
              setDescribing(null);
              textarea.current?.focus();
            }}
          />
        ) : null}
        {image.state.kind === 'error' ? (
          <Alert tone="error" className="mt-2">
            {image.state.text}
          </Alert>
        ) : null}
      </TabsPanel>
      <TabsPanel value="preview" className="flex flex-col gap-1.5">
        <p className="text-sm font-medium text-fg">{label}</p>
        <div className="min-h-20 rounded-lg border border-line p-4 text-sm text-fg">
          {value.trim() ? <RichText source={value} /> : <p className="text-muted">Nothing to preview yet.</p>}
        </div>
        {error ? <Alert tone="error">{error}</Alert> : null}
      </TabsPanel>
    </Tabs>
  );
}
