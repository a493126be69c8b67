import { describe, expect, it } from 'vitest';
import { hmac, newAccessToken, sameToken, tokenHash } from './access-token';

describe('access tokens', () => {
  it('are random, URL-safe and at least 128 bits', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => newAccessToken()));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('compare equal only to themselves, whatever the lengths', () => {
    const token = newAccessToken();
    expect(sameToken(token, token)).toBe(true);
    expect(sameToken(token.slice(0, -1), token)).toBe(false);
    expect(sameToken(token + 'x', token)).toBe(false);
    expect(sameToken('', '')).toBe(false);
    expect(sameToken(undefined, token)).toBe(false);
    expect(sameToken(token, null)).toBe(false);
  });

  it('are stored as hashes and signed with HMAC', () => {
    expect(tokenHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hmac('secret', 'value')).not.toBe(hmac('other', 'value'));
  });
});
