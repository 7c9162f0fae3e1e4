/*
 * An uploaded image's alt text and its place in the Markdown. Kept apart from image-upload.ts: none of this is
 * needed before an upload has started, so it loads with the code that inserts the image, not with the page.
 */

/** How an image came into the text: a paste's file usually has no name of its own. */
export type ImageSource = 'paste' | 'drop' | 'pick';

/** The alt text of an image nobody has described, when its file name says nothing either. */
const IMAGE_ALT_DEFAULTS = { paste: 'Pasted image', other: 'Image' } as const;

/** The longest alt text kept: a short description, not a caption. */
export const IMAGE_ALT_MAX = 120;

/**
 * Text made fit for an image's alt in Markdown: one line, no brackets or backslashes (they would end or
 * escape the alt), runs of spaces as one, at most IMAGE_ALT_MAX characters.
 */
export function tidyAlt(text: string): string {
  return text
    .replace(/[[\]\\\s]+/g, ' ')
    .trim()
    .slice(0, IMAGE_ALT_MAX)
    .trim();
}

/**
 * The alt text an image gets until its writer describes it: its file name without the extension, tidied. A
 * browser names a pasted picture 'image.png' (or nothing), which describes nothing: that one is 'Pasted image'.
 */
export function imageAltFromFile(file: { name?: string }, source: ImageSource): string {
  // 'bar_chart-2024.final.png' reads 'bar chart 2024 final'.
  const stem = (file.name ?? '').replace(/\.[a-z0-9]{1,5}$/i, '');
  const base = tidyAlt(stem.replace(/[_.]+|-+/g, ' '));
  const nameless = base === '' || /^(image|blob|clipboard|untitled)$/i.test(base);
  if (!nameless) return base;
  return source === 'paste' ? IMAGE_ALT_DEFAULTS.paste : IMAGE_ALT_DEFAULTS.other;
}

/** The Markdown that embeds an uploaded image with its alt text. */
export const imageMarkdown = (url: string, alt: string) => `![${tidyAlt(alt)}](${url})`;

/**
 * `text` with the alt of the image at `url` (as imageMarkdown wrote it) set to `alt`; unchanged when the
 * writer has removed that image meanwhile. Uploaded images' urls are unique, so the url finds the one image.
 */
export function withImageAlt(text: string, url: string, alt: string): string {
  const at = text.indexOf(`](${url})`);
  if (at < 0) return text;
  const open = text.lastIndexOf('![', at);
  if (open < 0 || text.slice(open + 2, at).includes('\n')) return text;
  return `${text.slice(0, open)}![${tidyAlt(alt)}${text.slice(at)}`;
}
