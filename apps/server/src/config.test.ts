import { describe, expect, it } from 'vitest';
import { describeDatabase, loadConfig } from './config';
import { trustedOrigins } from './features/auth/auth.service';

describe('loadConfig', () => {
  it('defaults to the embedded SQLite database under DATA_DIR on port 3000', () => {
    const config = loadConfig({ DATA_DIR: '/srv/teachloop' });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({
      kind: 'sqlite',
      file: '/srv/teachloop/teachloop.sqlite',
      synchronous: 'full',
    });
  });

  it('runs in production mode unless told otherwise (npm start), so only npm run dev trusts the dev origin', () => {
    const started = loadConfig({});
    expect(started.env).toBe('production');
    expect(trustedOrigins(started, 'localhost:3000')).not.toContain('http://localhost:5173');
    const dev = loadConfig({ NODE_ENV: 'development' });
    expect(trustedOrigins(dev, 'localhost:3000')).toContain('http://localhost:5173');
  });

  it('trusts the address a request was sent to only on this machine, never a Host a request names', () => {
    const local = loadConfig({ PUBLIC_URL: 'http://localhost:3000' });
    expect(trustedOrigins(local, '127.0.0.1:3000')).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]);
    expect(trustedOrigins(local, '[::1]:3000')).toContain('http://[::1]:3000');
    expect(trustedOrigins(local, 'evil.example')).toEqual(['http://localhost:3000']);
    expect(trustedOrigins(local, 'evil.example@127.0.0.1:3000/')).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]);
    const hosted = loadConfig({ PUBLIC_URL: 'https://teachloop.example' });
    expect(trustedOrigins(hosted, '127.0.0.1:3000')).toEqual(['https://teachloop.example']);
    expect(trustedOrigins(hosted, 'evil.example')).toEqual(['https://teachloop.example']);
  });

  it('uses PostgreSQL when DATABASE_URL is a postgres URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app:secret@db.internal:5433/teachloop' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://app:secret@db.internal:5433/teachloop',
    });
    expect(describeDatabase(config.database)).toBe('PostgreSQL (db.internal:5433/teachloop)');
  });

  it('fails fast with one readable list of every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrowError(
      /Invalid configuration:\n {2}- PORT: .*\n {2}- LOG_LEVEL: .*\n {2}- DATABASE_URL: must start with postgres:\/\//,
    );
  });

  it('sends contact messages to SUPPORT_EMAIL, and refuses one that is not an address', () => {
    expect(loadConfig({}).mail.supportEmail).toBe('support@teachloop.local');
    expect(loadConfig({ SUPPORT_EMAIL: 'help@teachloop.example' }).mail.supportEmail).toBe(
      'help@teachloop.example',
    );
    expect(() => loadConfig({ SUPPORT_EMAIL: 'the support team' })).toThrowError(
      /SUPPORT_EMAIL: must be an e-mail address like support@teachloop.example/,
    );
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['10.0.0.0/8, 192.168.1.7', ['10.0.0.0/8', '192.168.1.7']],
    ['loopback,fd00::/8', ['loopback', 'fd00::/8']],
  ])('TRUST_PROXY=%j trusts %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['true', '1', 'yes', '10.0.0.0/33', 'proxy.internal', '1.2.3.4/8/9'])(
    'refuses TRUST_PROXY=%j, which would trust hops nobody named',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrowError(
        /TRUST_PROXY: must be false, or the addresses or CIDR ranges of your proxies/,
      );
    },
  );
});
