import type { Block, ModuleBlock, PageView } from './contract';

/**
 * The website contract's plain values and checks, without its schemas: what the site's browser code
 * reads (contract.ts re-exports them for everything else).
 */

/** The shop's terms and conditions: a page of the site (made with every new site, edited like any page). */
export const TERMS_PAGE_PATH = '/terms';

/** A link a visitor may follow: a path on this site, a web address, an e-mail or a phone number. */
export function isSafeLink(value: string): boolean {
  if (/^\/(?![/\\])[^\s\\]*$/.test(value) || /^#[\w-]*$/.test(value)) return true;
  if (/^(mailto:|tel:)[^\s<>"]+$/i.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Images of a page are served by this site (uploads at /web/image/…), so the CSP never blocks them. */
export function isSafeImage(value: string): boolean {
  return /^\/(?![/\\])[^\s\\"'<>]*$/.test(value);
}

/** The blocks other features render (newsletter, follow, …), by type. */
export const moduleBlockTypes = [
  'newsletter',
  'follow',
  'latest_posts',
  'form',
  'lead_form',
  'demo_request',
  'contact_form',
  'card_form',
] as const;
export type ModuleBlockType = (typeof moduleBlockTypes)[number];

export function isModuleBlock(block: Block): block is ModuleBlock {
  return (moduleBlockTypes as readonly string[]).includes(block.type);
}

/** What search engines read of a page (the SEO slice uses it). */
export function pageMeta(page: Pick<PageView, 'title' | 'metaTitle' | 'metaDescription'>): {
  title: string;
  description: string | null;
} {
  return { title: page.metaTitle.trim() || page.title, description: page.metaDescription.trim() || null };
}
