import type { FormText } from '@shared/forms/contract';

/** A visitor-facing text as the builder edits it: the main text, and optional translations. */
export interface TextSet {
  en_US: string;
  fr_FR: string;
  es_ES: string;
}

export const emptyTexts = (): TextSet => ({ en_US: '', fr_FR: '', es_ES: '' });

export function fromFormText(text: FormText | null | undefined): TextSet {
  if (text === null || text === undefined) return emptyTexts();
  if (typeof text === 'string') return { ...emptyTexts(), en_US: text };
  return { en_US: text.en_US ?? '', fr_FR: text.fr_FR ?? '', es_ES: text.es_ES ?? '' };
}

/** Without translations the text is plain (the same in every language). */
export function toFormText(texts: TextSet): FormText {
  const fr = texts.fr_FR.trim();
  const es = texts.es_ES.trim();
  if (!fr && !es) return texts.en_US.trim();
  return { en_US: texts.en_US.trim(), ...(fr ? { fr_FR: fr } : {}), ...(es ? { es_ES: es } : {}) };
}
