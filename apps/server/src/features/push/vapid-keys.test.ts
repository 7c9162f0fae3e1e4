import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { loadVapidKeys } from './vapid-keys';

const freshDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'teachloop-vapid-'));

describe('VAPID keys', () => {
  it('uses the keys and subject from the environment when set, and writes nothing', () => {
    const pair = webpush.generateVAPIDKeys();
    const dataDir = freshDir();
    const config = loadConfig({
      DATA_DIR: dataDir,
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'https://teachloop.example/contact',
    });
    expect(loadVapidKeys(config)).toEqual({ ...pair, subject: 'https://teachloop.example/contact' });
    expect(fs.existsSync(path.join(dataDir, 'vapid-keys.json'))).toBe(false);
  });

  it('generates a pair on first start into DATA_DIR (mode 600) and reuses it on the next start', () => {
    const dataDir = freshDir();
    const first = loadVapidKeys(loadConfig({ DATA_DIR: dataDir }));
    const file = path.join(dataDir, 'vapid-keys.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    // A restart (a new config over the same DATA_DIR) and a second process both read the same pair.
    const again = loadVapidKeys(loadConfig({ DATA_DIR: dataDir }));
    expect(again).toEqual(first);
    // The pair works with web-push as it is.
    expect(() =>
      webpush.getVapidHeaders(
        'https://fcm.googleapis.com',
        again.subject,
        again.publicKey,
        again.privateKey,
        'aes128gcm',
      ),
    ).not.toThrow();
  });

  it('keeps the pair a concurrent start wrote first, so every process signs with the same key', () => {
    const dataDir = freshDir();
    const theirs = webpush.generateVAPIDKeys();
    fs.writeFileSync(path.join(dataDir, 'vapid-keys.json'), JSON.stringify(theirs), { mode: 0o600 });
    const [a, b] = [loadConfig({ DATA_DIR: dataDir }), loadConfig({ DATA_DIR: dataDir })].map(loadVapidKeys);
    expect(a).toEqual(b);
    expect(a?.publicKey).toBe(theirs.publicKey);
  });

  it('loads once per config: a later change to the file does not change a running server’s key', () => {
    const dataDir = freshDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = loadVapidKeys(config);
    fs.writeFileSync(path.join(dataDir, 'vapid-keys.json'), JSON.stringify(webpush.generateVAPIDKeys()));
    expect(loadVapidKeys(config)).toBe(first);
  });

  it('defaults the subject to the mail-from address, else an https public URL', () => {
    expect(loadConfig({ MAIL_FROM: 'Teachloop <hello@teachloop.example>' }).push.subject).toBe(
      'mailto:hello@teachloop.example',
    );
    expect(loadConfig({ MAIL_FROM: 'hello@teachloop.example' }).push.subject).toBe(
      'mailto:hello@teachloop.example',
    );
    expect(loadConfig({ MAIL_FROM: 'Teachloop', PUBLIC_URL: 'https://teachloop.example' }).push.subject).toBe(
      'https://teachloop.example',
    );
  });

  it('refuses one key without the other, a malformed key, a subject that is not mailto:/https:', () => {
    const pair = webpush.generateVAPIDKeys();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(
      /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY/,
    );
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(/set both/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY: must be an unpadded base64url/,
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://teachloop.example' })).toThrow(/VAPID_SUBJECT/);
    expect(() => loadConfig({ PUSH_EXTRA_ENDPOINT_HOSTS: 'https://push.example' })).toThrow(
      /PUSH_EXTRA_ENDPOINT_HOSTS/,
    );
    expect(
      loadConfig({ PUSH_EXTRA_ENDPOINT_HOSTS: ' Push.Example:8443 , 127.0.0.1:9000 ' }).push
        .extraEndpointHosts,
    ).toEqual(['push.example:8443', '127.0.0.1:9000']);
  });
});
