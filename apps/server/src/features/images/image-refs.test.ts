import { describe, expect, it } from 'vitest';
import { extractImageIds } from './image-refs';

describe('extractImageIds', () => {
  it('finds each uploaded image a text names, once, in order', () => {
    const markdown =
      'See ![a](/api/images/abc-1) and [link](/api/images/def_2), again ![b](/api/images/abc-1).';
    expect(extractImageIds(markdown)).toEqual(['abc-1', 'def_2']);
  });

  it('counts a full URL and ignores other images and paths', () => {
    expect(extractImageIds('![x](https://teachloop.test/api/images/zz9)')).toEqual(['zz9']);
    expect(extractImageIds('![x](https://example.com/a.png) /api/image/no /api/images/')).toEqual([]);
  });
});
