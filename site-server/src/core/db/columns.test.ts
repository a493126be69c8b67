import { describe, expect, it } from 'vitest';
import { translate } from './columns';

describe('translate', () => {
  it('takes the language, then the fallback, then any value', () => {
    const title = { en_US: 'Chair', fr_FR: 'Chaise' };
    expect(translate(title, 'fr_FR')).toBe('Chaise');
    expect(translate(title, 'es_ES')).toBe('Chair');
    expect(translate({ fr_FR: 'Chaise' }, 'es_ES')).toBe('Chaise');
    expect(translate({}, 'en_US')).toBe('');
    expect(translate(null, 'en_US')).toBe('');
  });
});
