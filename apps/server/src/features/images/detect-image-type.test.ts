import { describe, expect, it } from 'vitest';
import { detectImageType } from './detect-image-type';
import { SAMPLE_IMAGES } from '../../test/sample-images';

const text = (value: string) => Buffer.from(value, 'utf8');

describe('detectImageType', () => {
  it('knows PNG, JPEG, WebP and GIF by their bytes', () => {
    expect(detectImageType(SAMPLE_IMAGES.png)).toBe('image/png');
    expect(detectImageType(SAMPLE_IMAGES.jpeg)).toBe('image/jpeg');
    expect(detectImageType(SAMPLE_IMAGES.webp)).toBe('image/webp');
    expect(detectImageType(SAMPLE_IMAGES.gif)).toBe('image/gif');
  });

  it('refuses SVG, HTML and text, whatever they would be named', () => {
    const svg =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect(detectImageType(text(svg))).toBeUndefined();
    expect(
      detectImageType(text('<!doctype html><html><body><img src=x onerror=alert(1)></body></html>')),
    ).toBeUndefined();
    expect(detectImageType(text('just some notes.png'))).toBeUndefined();
    expect(detectImageType(new Uint8Array())).toBeUndefined();
  });

  it('refuses HTML dressed with an image signature (a file renamed or a polyglot)', () => {
    const pngHead = SAMPLE_IMAGES.png.subarray(0, 16);
    expect(
      detectImageType(Buffer.concat([pngHead, text('<html><script>alert(1)</script></html>')])),
    ).toBeUndefined();
    expect(detectImageType(text('GIF89a<script>alert(1)</script>'))).toBeUndefined();
    expect(detectImageType(text('RIFF\u0010\u0000\u0000\u0000WEBPhtml<script>'))).toBeUndefined();
  });

  it('refuses truncated images', () => {
    for (const image of Object.values(SAMPLE_IMAGES)) {
      expect(detectImageType(image.subarray(0, image.length - 3))).toBeUndefined();
      expect(detectImageType(image.subarray(0, 8))).toBeUndefined();
    }
  });

  it('reads a view into a larger buffer correctly', () => {
    const padded = Buffer.concat([Buffer.alloc(5), SAMPLE_IMAGES.webp]);
    expect(detectImageType(padded.subarray(5))).toBe('image/webp');
  });
});
