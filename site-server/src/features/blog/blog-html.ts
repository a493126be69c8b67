import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';

/**
 * What a post's body may hold: text formatting, headings, lists, quotes, code, links and images.
 * Anything else (script, style, iframes, event handlers, javascript: links) is dropped, so a post
 * can never run code in a visitor's browser.
 */
const allowList: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'sub',
    'sup',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'code',
    'pre',
    'hr',
    'img',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // The text of a dropped element such as <script> goes too, not only its tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '')
        ? { ...attribs, rel: 'noopener noreferrer nofollow' }
        : attribs,
    }),
  },
};

/** A post body as stored and shown: only allow-listed markup survives. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, allowList).trim();
}

const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|pre|figcaption)>|<br\s*\/?>/gi;

/**
 * Plain texts already made, by length and body. Keyed by the body's own text, an entry is never stale
 * (an edited body is another key), so no change event is needed; bounded by entries and characters
 * (about 4 MB at most). sanitize-html parsing each card's body on every render was 3 % of /blog's CPU
 * (issue 28).
 */
const plainTexts = new LRUCache<string, string>({
  max: 1000,
  maxSize: 2_000_000,
  sizeCalculation: (text, key) => key.length + text.length,
});

/** The body as plain text, at most `max` characters (cut on a word), for teasers and descriptions. */
export function plainTextOf(html: string, max = 200): string {
  const key = `${max}\0${html}`;
  let text = plainTexts.get(key);
  if (text === undefined) {
    text = plainTextOfUncached(html, max);
    // A body larger than the whole budget is not kept (LRUCache refuses it).
    if (key.length + text.length <= 2_000_000) plainTexts.set(key, text);
  }
  return text;
}

function plainTextOfUncached(html: string, max: number): string {
  const text = sanitizeHtml(html.replace(BLOCK_END, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe'],
  })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
