import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint } from './push-endpoint';

describe('isAllowedPushEndpoint', () => {
  it('accepts the browsers’ push services over https', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://eu.push.services.mozilla.com/wpush/v1/x',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGx',
      'https://api.push.apple.com/3/device/abc',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, []), endpoint).toBe(true);
    }
  });

  it('refuses anything else: other hosts, http, other ports, look-alike names, credentials, non-URLs', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilpush.apple.com/x',
      'https://notify.windows.com.evil.example/x',
      'https://user:pass@fcm.googleapis.com/x',
      'https://127.0.0.1/x',
      'https://localhost/x',
      'https://169.254.169.254/latest/meta-data',
      'file:///etc/passwd',
      'not a url',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, []), endpoint).toBe(false);
    }
  });

  it('accepts the configured extra hosts, on their exact host and port, over https only', () => {
    const extra = ['127.0.0.1:9000', 'push.example'];
    expect(isAllowedPushEndpoint('https://127.0.0.1:9000/push/1', extra)).toBe(true);
    expect(isAllowedPushEndpoint('https://push.example/push/1', extra)).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:9000/push/1', extra)).toBe(false);
    expect(isAllowedPushEndpoint('https://127.0.0.1:9001/push/1', extra)).toBe(false);
    expect(isAllowedPushEndpoint('https://127.0.0.1/push/1', extra)).toBe(false);
    expect(isAllowedPushEndpoint('ftp://push.example/push/1', extra)).toBe(false);
  });
});
