import { describe, expect, it } from 'vitest';
import { changeOf, fieldText, isSecretField, recordNameOf, valueText } from './audit-values';

describe('audit values', () => {
  it('masks secrets: keys keep their last 4 characters, hashes, tokens and TOTP secrets nothing', () => {
    expect(
      [
        'passwordHash',
        'tokenHash',
        'secret',
        'webhookSecret',
        'secretKey',
        'publishableKey',
        'api_key',
      ].every(isSecretField),
    ).toBe(true);
    expect(['name', 'keywords', 'monkey', 'published', 'notPublished', 'footer'].some(isSecretField)).toBe(
      false,
    );
    expect(fieldText('secretKey', 'sk_test_1234567890abcd')).toBe('••••abcd');
    expect(fieldText('secretKey', 'short')).toBe('••••');
    expect(fieldText('webhookSecret', 'whsec_1234567890abcdef')).toBe('••••');
    expect(fieldText('passwordHash', '$argon2id$v=19$m=65536')).toBe('••••');
    expect(fieldText('secretKey', '')).toBe('');
    expect(fieldText('secretKey', null)).toBeNull();
    expect(fieldText('phone', '+1 555', ['phone'])).toBe('••••');
  });

  it('says a secret changed even when both masks read the same', () => {
    expect(changeOf('passwordHash', 'a-hash', 'another-hash')).toEqual({
      field: 'passwordHash',
      before: '••••',
      after: '•••• (changed)',
    });
    expect(changeOf('passwordHash', 'same', 'same')).toBeNull();
  });

  it('reads values as short text: dates, translations, objects, long texts cut', () => {
    expect(valueText(new Date('2026-11-25T10:00:00Z'))).toBe('2026-11-25T10:00:00.000Z');
    expect(valueText({ en_US: 'About' })).toBe('About');
    expect(valueText({ en_US: 'About', fr_FR: 'À propos' })).toBe('en_US: About · fr_FR: À propos');
    expect(valueText([1, 2])).toBe('[1,2]');
    expect(valueText(true)).toBe('true');
    expect(valueText('x'.repeat(600))).toHaveLength(500);
    expect(changeOf('amount', '12', 12)).toBeNull();
    expect(changeOf('title', { en_US: 'A' }, { en_US: 'A' })).toBeNull();
  });

  it('names a record by its name, title, e-mail or code', () => {
    expect(recordNameOf({ id: 3, title: { en_US: 'About' } })).toBe('About');
    expect(recordNameOf({ code: 'stripe' })).toBe('stripe');
    expect(recordNameOf({ id: 3 })).toBe('');
  });
});
