import { describe, expect, it } from 'vitest';
import { clickAddress } from './click-address';

describe('clickAddress', () => {
  it('zeroes the last octet of an IPv4 address', () => {
    expect(clickAddress('203.0.113.77', false)).toBe('203.0.113.0');
  });

  it('zeroes an IPv6 address past its /48', () => {
    expect(clickAddress('2001:db8:abcd:12:1:2:3:4', false)).toBe('2001:db8:abcd::');
    expect(clickAddress('2001:db8::1', false)).toBe('2001:db8::');
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clickAddress('::ffff:198.51.100.9', false)).toBe('198.51.100.0');
    expect(clickAddress('::ffff:198.51.100.9', true)).toBe('198.51.100.9');
  });

  it('keeps the whole address when the setting says so', () => {
    expect(clickAddress('203.0.113.77', true)).toBe('203.0.113.77');
    expect(clickAddress('2001:db8:abcd:12:1:2:3:4', true)).toBe('2001:db8:abcd:12:1:2:3:4');
  });

  it('stores nothing for a missing or malformed address', () => {
    expect(clickAddress(undefined, false)).toBeNull();
    expect(clickAddress('not an address', true)).toBeNull();
  });
});
