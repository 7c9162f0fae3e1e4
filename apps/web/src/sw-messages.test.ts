import { describe, expect, it } from 'vitest';
import { notificationTarget, pushNotification } from './sw-messages';

describe('what the service worker shows for a push', () => {
  it('shows the payload as a notification that remembers its page', () => {
    const payload = {
      title: 'Grace replied',
      body: '“Thanks!”',
      href: '/feedback/1',
      tag: 'reply:1',
      id: 'n1',
    };
    expect(pushNotification(payload, '/icon.png', '/badge.png')).toEqual({
      title: 'Grace replied',
      options: {
        body: '“Thanks!”',
        tag: 'reply:1',
        data: { href: '/feedback/1', id: 'n1' },
        icon: '/icon.png',
        badge: '/badge.png',
      },
    });
  });

  it('still shows something plain for a push that is not a payload, opening the notifications page', () => {
    expect(pushNotification(null, '/i', '/b')).toEqual({
      title: 'Teachloop',
      options: { body: '', data: { href: '/notifications', id: '' }, icon: '/i', badge: '/b' },
    });
  });

  it('opens only a path of this site; anything else opens the notifications page', () => {
    expect(notificationTarget({ href: '/teachbacks/7/work?tab=notes' })).toBe('/teachbacks/7/work?tab=notes');
    for (const href of [
      'https://elsewhere.example/',
      '//elsewhere.example/x',
      '/\\elsewhere.example',
      'javascript:alert(1)',
      'teachbacks/7',
      '',
      42,
      undefined,
    ])
      expect(notificationTarget({ href }), String(href)).toBe('/notifications');
    expect(notificationTarget(null)).toBe('/notifications');
  });
});
