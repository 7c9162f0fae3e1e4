/** How long a search hit's excerpt is, in characters. */
const EXCERPT_LENGTH = 160;

/** Markdown as plain text: images by their alt text, links by their text, code and emphasis marks dropped. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[`*_~#>|]+/g, ' ')
    .replace(/\$\$?/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * About 160 characters of the explanation around the first of the words it holds (its start otherwise), with an
 * ellipsis where text was cut; the prompt when the explanation holds none of them but the prompt does.
 */
export function excerptOf(body: string, prompt: string, words: readonly string[]): string {
  const texts = [plainText(body), plainText(prompt)];
  for (const text of texts) {
    const lower = text.toLowerCase();
    const at = words.map((word) => lower.indexOf(word)).find((index) => index >= 0);
    if (at !== undefined) return around(text, at);
  }
  return around(texts[0]!, 0);
}

function around(text: string, at: number): string {
  if (text.length <= EXCERPT_LENGTH) return text;
  const start = Math.max(0, Math.min(at - 40, text.length - EXCERPT_LENGTH));
  const wordStart = start === 0 ? 0 : text.indexOf(' ', start) + 1 || start;
  const cut = text.slice(wordStart, wordStart + EXCERPT_LENGTH);
  const end =
    wordStart + EXCERPT_LENGTH < text.length ? cut.slice(0, cut.lastIndexOf(' ') || cut.length) : cut;
  return `${wordStart > 0 ? '…' : ''}${end.trim()}${wordStart + end.length < text.length ? '…' : ''}`;
}
