/**
 * The uploaded images a Markdown text embeds or links: every `/api/images/<id>` in it, each id once, in the
 * order they first appear. Pure; it reads the raw text, so a reference inside a code block counts too (strict
 * on purpose: the text names the image either way).
 */
const IMAGE_REF = /\/api\/images\/([A-Za-z0-9_-]{1,64})/g;

export function extractImageIds(markdown: string): string[] {
  return [...new Set(Array.from(markdown.matchAll(IMAGE_REF), (match) => match[1] as string))];
}
