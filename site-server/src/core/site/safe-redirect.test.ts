import { describe, expect, it } from 'vitest';
import { safeRedirect, sameSitePath } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/a?b=c', '/a?b=c'],
    ['/shop/cart#top', '/shop/cart#top'],
    ['/fr/blog/../shop', '/fr/shop'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('keeps the path %s of this site as %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['normalising to protocol-relative', '/.//evil.example'],
    ['dot segments to protocol-relative', '/a/..//evil.example'],
    ['backslash', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['tab inside', '/\t/evil.example'],
    ['newline inside', '/\n/evil.example'],
    ['absolute http', 'http://evil.example/'],
    ['absolute https', 'https://evil.example/'],
    ['scheme without slashes', 'https:evil.example'],
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['relative', 'evil.example'],
    ['empty', ''],
    ['too long', `/${'a'.repeat(2048)}`],
    ['not a string', ['/a']],
    ['undefined', undefined],
  ])('refuses %s', (_case, target) => {
    expect(safeRedirect(target)).toBe('/');
    expect(safeRedirect(target, '/my')).toBe('/my');
  });
});

describe('sameSitePath', () => {
  it('keeps the path of an address on this host', () => {
    expect(sameSitePath('http://shop.test:8069/shop?page=2', 'shop.test:8069')).toBe('/shop?page=2');
  });

  it.each([
    ['another host', 'http://evil.example/shop'],
    ['another port', 'http://shop.test:9999/shop'],
    ['a path normalising to another host', 'http://shop.test:8069/.//evil.example'],
    ['another scheme', 'ftp://shop.test:8069/shop'],
    ['not an address', 'shop'],
    ['nothing', undefined],
  ])('refuses %s', (_case, href) => {
    expect(sameSitePath(href, 'shop.test:8069')).toBeNull();
  });
});
