import { describe, expect, it } from 'vitest';
import { IMAGE_ALT_MAX, imageAltFromFile, imageMarkdown, tidyAlt, withImageAlt } from './image-alt';

describe('image alt text', () => {
  it('reads a file name without its extension, separators as spaces', () => {
    expect(imageAltFromFile({ name: 'bar_chart-2024.final.png' }, 'pick')).toBe('bar chart 2024 final');
    expect(imageAltFromFile({ name: 'Binary tree.JPEG' }, 'drop')).toBe('Binary tree');
  });

  it('calls a nameless pasted image “Pasted image”, and a nameless file “Image”', () => {
    expect(imageAltFromFile({ name: 'image.png' }, 'paste')).toBe('Pasted image');
    expect(imageAltFromFile({ name: '' }, 'paste')).toBe('Pasted image');
    expect(imageAltFromFile({}, 'paste')).toBe('Pasted image');
    expect(imageAltFromFile({ name: 'image.png' }, 'pick')).toBe('Image');
  });

  it('keeps an alt on one line, without the brackets that would end it, and short', () => {
    expect(tidyAlt('  A [tree]\n with \\ roots ')).toBe('A tree with roots');
    expect(tidyAlt('x'.repeat(200))).toHaveLength(IMAGE_ALT_MAX);
    expect(imageMarkdown('/api/images/a', 'A [b]')).toBe('![A b](/api/images/a)');
  });

  it('sets the alt of the image at a url, and leaves the text alone when that image is gone', () => {
    const text = 'See ![one](/api/images/a) and ![two](/api/images/b).';
    expect(withImageAlt(text, '/api/images/b', 'Second [chart]')).toBe(
      'See ![one](/api/images/a) and ![Second chart](/api/images/b).',
    );
    expect(withImageAlt('No image here.', '/api/images/b', 'x')).toBe('No image here.');
  });
});
