import { headerOf } from './local-smtp';

/** Quoted-printable to bytes, then UTF-8: curly quotes and other non-ASCII survive, unlike a per-byte decode. */
function fromQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i += 1) {
    const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decode(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'quoted-printable':
      return fromQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/**
 * The text and HTML parts of a message as an SMTP server received it (multipart/alternative, as nodemailer
 * writes a mail with both), each decoded. A part that is missing is undefined.
 */
export function mailParts(raw: string): { text?: string; html?: string } {
  const contentType = headerOf(raw, 'Content-Type') ?? '';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) throw new Error(`Not a multipart message: ${contentType}`);
  const parts: { text?: string; html?: string } = {};
  for (const chunk of raw.split(`--${boundary}`).slice(1)) {
    const part = chunk.replace(/^\r?\n/, '');
    const split = /\r?\n\r?\n/.exec(part);
    if (!split) continue;
    const head = part.slice(0, split.index);
    const body = part.slice(split.index + split[0].length).replace(/\r?\n$/, '');
    const type = headerOf(head, 'Content-Type') ?? '';
    const decoded = decode(body, headerOf(head, 'Content-Transfer-Encoding')).replace(/\r\n/g, '\n');
    if (type.startsWith('text/plain')) parts.text = decoded;
    if (type.startsWith('text/html')) parts.html = decoded;
  }
  return parts;
}

/** A header as written, RFC 2047 encoded words (a subject with curly quotes) decoded. */
export function decodedHeader(raw: string, name: string): string | undefined {
  const value = headerOf(raw, name);
  return value
    ?.replace(/\?=\s+=\?/g, '?==?') // whitespace between two encoded words is not part of the text
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_word, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : fromQuotedPrintable(data.replace(/_/g, ' ')),
    );
}
