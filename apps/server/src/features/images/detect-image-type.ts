import type { ImageType } from '@teachloop/shared';

/**
 * The type of an uploaded image, read from its bytes alone (never its name or declared type): PNG, JPEG, WebP
 * or GIF whose signature is right and whose end is there too (a PNG ends with its IEND chunk, a JPEG with the
 * end-of-image marker, a GIF with its trailer, a WebP's RIFF header gives its exact length), so a cut-off
 * upload is refused. Anything else (SVG, HTML, text, other formats) is undefined. Pure.
 */
export function detectImageType(bytes: Uint8Array): ImageType | undefined {
  if (isPng(bytes)) return 'image/png';
  if (isJpeg(bytes)) return 'image/jpeg';
  if (isGif(bytes)) return 'image/gif';
  if (isWebp(bytes)) return 'image/webp';
  return undefined;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The IEND chunk, always last: zero length, type, CRC. */
const PNG_END = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

function startsWith(bytes: Uint8Array, expected: readonly number[], at = 0): boolean {
  return bytes.length >= at + expected.length && expected.every((byte, i) => bytes[at + i] === byte);
}

function ascii(text: string): number[] {
  return Array.from(text, (char) => char.charCodeAt(0));
}

function isPng(bytes: Uint8Array): boolean {
  // Signature, then the IHDR chunk first, then IEND at the very end.
  return (
    startsWith(bytes, PNG_SIGNATURE) &&
    startsWith(bytes, ascii('IHDR'), 12) &&
    bytes.length >= 8 + 25 + PNG_END.length &&
    startsWith(bytes, PNG_END, bytes.length - PNG_END.length)
  );
}

function isJpeg(bytes: Uint8Array): boolean {
  // Start-of-image and a marker; end-of-image last (some encoders pad with zero bytes after it).
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end -= 1;
  return (
    startsWith(bytes, [0xff, 0xd8, 0xff]) && end >= 4 && bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9
  );
}

function isGif(bytes: Uint8Array): boolean {
  // Header, logical screen descriptor (7 bytes), then the trailer byte last.
  const header = startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'));
  return header && bytes.length >= 6 + 7 + 1 && bytes[bytes.length - 1] === 0x3b;
}

function isWebp(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii('RIFF')) || !startsWith(bytes, ascii('WEBP'), 8)) return false;
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (!['VP8 ', 'VP8L', 'VP8X'].includes(chunk)) return false;
  const riffSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true);
  // The RIFF size counts everything after its own 8 bytes.
  return riffSize + 8 === bytes.length;
}
