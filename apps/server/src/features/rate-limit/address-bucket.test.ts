import { describe, expect, it } from 'vitest';
import { addressBucket } from './address-bucket';

describe('addressBucket', () => {
  it('keeps an IPv4 address whole', () => {
    expect(addressBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('203.0.113.8')).toBe('203.0.113.8');
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const bucket = '2001:db8:1:2::/64';
    expect(addressBucket('2001:db8:1:2::1')).toBe(bucket);
    expect(addressBucket('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(bucket);
    expect(addressBucket('2001:0DB8:0001:0002:0:0:0:abcd')).toBe(bucket);
    expect(addressBucket('2001:db8:1:2:a:b:192.0.2.1')).toBe(bucket);
    expect(addressBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressBucket('2001:db8:1:3::1')).not.toBe(bucket);
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });
});
