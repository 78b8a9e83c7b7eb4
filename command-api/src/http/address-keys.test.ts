import { describe, expect, it } from 'vitest';
import { addressKey } from './address-keys';

describe('address keys', () => {
  it('counts an IPv4 address as itself', () => {
    expect(addressKey('203.0.113.7')).toBe('ip:203.0.113.7');
    expect(addressKey('203.0.113.8')).not.toBe(addressKey('203.0.113.7'));
  });

  it('counts every address of one IPv6 /64 as one client', () => {
    const key = addressKey('2001:db8:aa:bb::1');
    expect(key).toBe('ip:2001:db8:aa:bb::/64');
    for (const sibling of ['2001:db8:aa:bb:ffff:ffff:ffff:fffe', '2001:0DB8:00AA:00BB:1234:5678:9abc:def0', '2001:db8:aa:bb::1%eth0']) {
      expect(addressKey(sibling), sibling).toBe(key);
    }
  });

  it('keeps different /64s apart, even next to each other', () => {
    expect(addressKey('2001:db8:aa:bc::1')).not.toBe(addressKey('2001:db8:aa:bb::1'));
    expect(addressKey('2001:db8::1')).toBe('ip:2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('ip:0:0:0:0::/64');
    expect(addressKey('fe80:1:2:3:4:5:6:7')).toBe('ip:fe80:1:2:3::/64');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('ip:203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('ip:203.0.113.7');
    expect(addressKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('ip:203.0.113.7');
  });

  it('counts what is not an address as itself', () => {
    expect(addressKey('')).toBe('ip:');
    expect(addressKey('not-an-address')).toBe('ip:not-an-address');
  });
});
