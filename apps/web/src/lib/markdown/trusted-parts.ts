/*
 * Parts the renderer itself makes (highlighted code, maths) carry classes, and the sanitiser keeps no class, so
 * they stand in the HTML as placeholders while the author's HTML is sanitised and are put in afterwards. A
 * placeholder is text with a random per-render nonce an author cannot guess or forge.
 */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const PLACEHOLDER = /\uE000([0-9a-f]{32}):(\d+)\uE001/g;

/** Builds a part's DOM in the sanitised document: only trusted renderer code runs here. */
export type BuildPart = (doc: Document) => Node;

export interface TrustedParts {
  readonly nonce: string;
  readonly builders: BuildPart[];
}

export function createTrustedParts(): TrustedParts {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return { nonce: Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join(''), builders: [] };
}

/** Records a part and returns its placeholder text for the renderer's output. */
export function placeholderFor(parts: TrustedParts, build: BuildPart): string {
  parts.builders.push(build);
  return `${OPEN}${parts.nonce}:${parts.builders.length - 1}${CLOSE}`;
}

/** Replaces every placeholder in the sanitised fragment with its part, each used at most once. */
export function fillTrustedParts(root: DocumentFragment | Element, parts: TrustedParts): void {
  const doc = root.ownerDocument;
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if ((node.nodeValue ?? '').includes(OPEN)) texts.push(node as Text);
  }
  const used = new Set<number>();
  for (const text of texts) {
    const value = text.nodeValue ?? '';
    const pieces: Node[] = [];
    let last = 0;
    for (const match of value.matchAll(PLACEHOLDER)) {
      const index = Number(match[2]);
      const build = match[1] === parts.nonce && !used.has(index) ? parts.builders[index] : undefined;
      if (!build) continue;
      used.add(index);
      pieces.push(doc.createTextNode(value.slice(last, match.index)), build(doc));
      last = match.index + match[0].length;
    }
    if (pieces.length === 0) continue;
    pieces.push(doc.createTextNode(value.slice(last)));
    text.replaceWith(...pieces.filter((piece) => !(piece instanceof Text) || piece.data !== ''));
  }
}
