import { describe, expect, it } from 'vitest';
import { checkDomain, domainMessages } from './contract';

describe('the domain check of SPEC §5', () => {
  it('answers the first failing check, in its order and words', () => {
    expect(checkDomain('')).toEqual({ ok: false, message: domainMessages.empty });
    // Whitespace before length: ' ab' is short and spaced, and spaces come first.
    expect(checkDomain(' ab')).toEqual({ ok: false, message: domainMessages.spaces });
    expect(checkDomain('my shop.com')).toEqual({ ok: false, message: domainMessages.spaces });
    expect(checkDomain('a.b')).toEqual({ ok: false, message: domainMessages.short });
    expect(checkDomain('shop')).toEqual({ ok: false, message: domainMessages.invalid });
    expect(checkDomain('shop.c')).toEqual({ ok: false, message: domainMessages.invalid });
    expect(checkDomain('-shop.com')).toEqual({ ok: false, message: domainMessages.invalid });
    expect(checkDomain('shop..com')).toEqual({ ok: false, message: domainMessages.invalid });
    expect(checkDomain('shop_1.com')).toEqual({ ok: false, message: domainMessages.invalid });
    expect(checkDomain('shop.com1')).toEqual({ ok: false, message: domainMessages.invalid });
  });

  it('lowercases a good name', () => {
    expect(checkDomain('My-Shop.Example.COM')).toEqual({ ok: true, domain: 'my-shop.example.com' });
    expect(checkDomain('acme.io')).toEqual({ ok: true, domain: 'acme.io' });
  });
});
