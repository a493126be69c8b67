import { describe, expect, it } from 'vitest';
import { foldAccents, slugify } from './slug';

describe('slugify', () => {
  it('folds accents and case, and joins words with single dashes', () => {
    expect(foldAccents('Chaise Élégante')).toBe('chaise elegante');
    expect(slugify('Chaise Élégante — 2 places')).toBe('chaise-elegante-2-places');
    expect(slugify('  Hello, world!  ')).toBe('hello-world');
  });

  it('keeps at most 80 characters without a trailing dash', () => {
    const slug = slugify(`${'a'.repeat(79)} b`);
    expect(slug).toBe('a'.repeat(79));
    expect(slugify('word '.repeat(40)).length).toBeLessThanOrEqual(80);
    expect(slugify('word '.repeat(40))).not.toMatch(/-$/);
  });

  it('answers the fallback when nothing is left of the text', () => {
    expect(slugify('!!!')).toBe('product');
    expect(slugify('¿?', 'post')).toBe('post');
  });
});
