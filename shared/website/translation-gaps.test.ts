import { describe, expect, it } from 'vitest';
import type { Block } from './contract';
import { blockTexts, pageTranslationGaps } from './translation-gaps';

const cta = (title: string, label: string): Block => ({
  id: 'contact',
  type: 'call_to_action',
  title,
  text: '+33 1 84 00 12 34',
  button: { label, url: '/contactus' },
});

describe('translation gaps of a page', () => {
  it('reads the texts a visitor sees, never ids, links or texts without a letter', () => {
    expect(blockTexts(cta('A project in mind?', 'Contact us'))).toEqual([
      { path: 'title', text: 'A project in mind?' },
      { path: 'button.label', text: 'Contact us' },
    ]);
  });

  it('names the fields, the blocks and the texts a language lacks', () => {
    const page = {
      title: { en_US: 'Home', fr_FR: 'Accueil' },
      metaTitle: {},
      metaDescription: { en_US: 'Furniture' },
      blocks: {
        en_US: [cta('A project in mind?', 'Contact us')],
        fr_FR: [cta('Un projet en tête ?', 'Contact us')],
      },
    };
    expect(pageTranslationGaps(page, 'fr_FR')).toEqual([
      { kind: 'field', field: 'metaDescription' },
      { kind: 'text', blockId: 'contact', path: 'button.label' },
    ]);
    expect(pageTranslationGaps(page, 'es_ES')).toEqual([
      { kind: 'field', field: 'title' },
      { kind: 'field', field: 'metaDescription' },
      { kind: 'blocks' },
    ]);
    expect(pageTranslationGaps(page, 'en_US')).toEqual([]);
  });

  it('finds nothing missing in a page translated whole', () => {
    const page = {
      title: { en_US: 'Home', fr_FR: 'Accueil' },
      metaTitle: {},
      metaDescription: {},
      blocks: {
        en_US: [cta('A project in mind?', 'Contact us')],
        fr_FR: [cta('Un projet en tête ?', 'Nous écrire')],
      },
    };
    expect(pageTranslationGaps(page, 'fr_FR')).toEqual([]);
  });
});
