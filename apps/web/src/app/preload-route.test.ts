import { describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from '@teachloop/shared';
import { routePathOf } from './preload-route';

describe('routePathOf', () => {
  it.each([
    ['/challenges/abc/work', '/challenges/:id/work'],
    ['/challenges/create', '/challenges/create'],
    ['/challenges/abc', '/challenges/:id'],
    ['/feedback', '/feedback'],
    ['/feedback/f1', '/feedback'],
    ['/explore/biology', '/explore/:slug'],
  ])('finds the page that serves %s', (pathname, path) => {
    expect(routePathOf(pathname)).toBe(path);
  });

  it('finds a page for every public route, and none for an unknown address', () => {
    for (const path of PUBLIC_ROUTES) expect(routePathOf(path), path).toBe(path);
    expect(routePathOf('/no/such/page')).toBeUndefined();
  });
});
