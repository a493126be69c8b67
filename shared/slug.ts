/** Lowercase, without accents: "Chaise Élégante" → "chaise elegante". */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/**
 * "Oak Desk 160" → "oak-desk-160": the readable part of an address (products, categories, blogs,
 * posts). At most 80 characters; `fallback` when nothing of the text is left.
 */
export function slugify(text: string, fallback = 'product'): string {
  return (
    foldAccents(text)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/g, '') || fallback
  );
}
