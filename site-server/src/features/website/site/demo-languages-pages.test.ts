/**
 * The demo speaks every language of the site (issue 26, item 6): each translatable text it seeds has
 * its French and Spanish value, and the French and Spanish pages show none of the English texts.
 */
import sanitizeHtml from 'sanitize-html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockTexts, pageTranslationGaps } from '../../../../../shared/website/translation-gaps';
import type { Translated } from '../../../core/db/columns';
import { Blog } from '../../blog/blog.entity';
import { BlogPost } from '../../blog/blog-post.entity';
import { ProductAttribute, ProductAttributeValue } from '../../catalog/product-attribute.entity';
import { ProductCategory } from '../../catalog/product-category.entity';
import { ProductTemplate } from '../../catalog/product-template.entity';
import { WebsiteForm } from '../../forms/website-form.entity';
import { MailingList } from '../../newsletter/mailing-list.entity';
import { WebsiteMenu } from '../website-menu.entity';
import { WebsitePage } from '../website-page.entity';
import { startSiteTestServer } from '../../../testing/site-test-server';
import { TestClient, type TestServer } from '../../../testing/test-server';

const TRANSLATIONS = ['fr_FR', 'es_ES'] as const;
/** Words written the same in English and in that language: not a missing translation. */
const SAME_WORD: Record<(typeof TRANSLATIONS)[number], ReadonlySet<string>> = {
  fr_FR: new Set(['Services', 'Aluminium', 'Contact']),
  es_ES: new Set(),
};
const HAS_LETTER = /\p{L}/u;

let server: TestServer;

beforeAll(async () => {
  server = await startSiteTestServer();
});

afterAll(async () => {
  await server?.close();
});

/** Every translated text the demo seeded outside pages' blocks, named by where it lives. */
async function seededTexts(): Promise<Array<{ where: string; value: Translated }>> {
  const { manager } = server.dataSource;
  const texts: Array<{ where: string; value: Translated }> = [];
  const add = (where: string, value: Translated | string | undefined) => {
    if (value && typeof value === 'object') texts.push({ where, value });
  };
  for (const page of await manager.find(WebsitePage)) {
    add(`page ${page.url} title`, page.title);
    if (page.metaDescription.en_US) add(`page ${page.url} meta description`, page.metaDescription);
  }
  for (const item of await manager.find(WebsiteMenu)) add(`menu #${item.id}`, item.label);
  for (const product of await manager.find(ProductTemplate)) {
    add(`product ${product.slug} name`, product.name);
    add(`product ${product.slug} description`, product.description);
  }
  for (const category of await manager.find(ProductCategory)) add(`category ${category.slug}`, category.name);
  for (const attribute of await manager.find(ProductAttribute))
    add(`attribute #${attribute.id}`, attribute.name);
  for (const value of await manager.find(ProductAttributeValue))
    add(`attribute value #${value.id}`, value.name);
  for (const blog of await manager.find(Blog)) {
    add(`blog ${blog.slug} name`, blog.name);
    add(`blog ${blog.slug} subtitle`, blog.subtitle);
  }
  for (const post of await manager.find(BlogPost)) {
    add(`post ${post.slug} title`, post.title);
    add(`post ${post.slug} subtitle`, post.subtitle);
    add(`post ${post.slug} body`, post.body);
  }
  for (const list of await manager.find(MailingList)) {
    add(`list ${list.name} popup title`, list.popupTitle);
    add(`list ${list.name} popup text`, list.popupText);
  }
  for (const form of await manager.find(WebsiteForm)) {
    for (const field of form.fields) {
      add(`form ${form.name} ${field.name} label`, field.label);
      add(`form ${form.name} ${field.name} help`, field.help);
      for (const option of field.options ?? []) add(`form ${form.name} ${field.name} option`, option.label);
    }
    if (form.success.kind === 'message') add(`form ${form.name} success`, form.success.message);
  }
  return texts;
}

const untranslated = (value: Translated, lang: (typeof TRANSLATIONS)[number]) => {
  const english = value.en_US ?? '';
  const there = value[lang]?.trim();
  return !there || (HAS_LETTER.test(english) && there === english && !SAME_WORD[lang].has(english));
};

/** A page's main content as a visitor reads it: tags, scripts and styles out, spaces folded. */
function mainText(html: string): string {
  const main = (/<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '')
    // Reviews are the customers' own words (and the shop's answers), shown as written in every language.
    .replace(/<ol class="product-reviews__list">[\s\S]*?<\/ol>/g, '');
  // Each element's text apart: 'directly' and 'Furniture' of two paragraphs are two words.
  return sanitizeHtml(main.replaceAll('<', ' <'), { allowedTags: [], allowedAttributes: {} })
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replace(/\s+/g, ' ');
}

/** The sentences of a text in the pages' markup or a post's HTML, as a page shows them. */
function sentencesOf(source: string): string[] {
  const plain = sanitizeHtml(source.replace(/<\/(p|li|h\d|blockquote)>/g, '\n'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*#]/g, '');
  return plain
    .split(/\n|(?<=[.:;?!])\s/)
    .map((line) => line.replace(/^\s*-\s*/, '').trim())
    .filter((line) => line.length >= 4 && HAS_LETTER.test(line));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const showsPhrase = (text: string, phrase: string) =>
  new RegExp(`(^|[^\\p{L}])${escapeRegExp(phrase)}($|[^\\p{L}])`, 'u').test(text);

describe('the demo in every language', () => {
  it('seeds every translatable text in French and Spanish, never left as in English', async () => {
    const missing: string[] = [];
    for (const { where, value } of await seededTexts())
      for (const lang of TRANSLATIONS) if (untranslated(value, lang)) missing.push(`${where} (${lang})`);
    for (const page of await server.dataSource.manager.find(WebsitePage))
      for (const lang of TRANSLATIONS)
        for (const gap of pageTranslationGaps(page, lang))
          missing.push(`page ${page.url} (${lang}): ${JSON.stringify(gap)}`);
    expect(missing).toEqual([]);
  });

  it('shows no English text of the demo in the French and Spanish pages', async () => {
    const { manager } = server.dataSource;
    const products = await manager.find(ProductTemplate);
    const product = (slug: string) => products.find((candidate) => candidate.slug === slug)!;
    const blogs = await manager.find(Blog);
    const post = (await manager.find(BlogPost, { where: { published: true }, order: { id: 'ASC' } }))[0]!;
    const postBlog = blogs.find((blog) => blog.id === post.blogId)!;
    const paths = [
      '/',
      '/aboutus',
      '/services',
      '/contactus',
      '/pricing',
      '/case-studies',
      '/request-a-demo',
      '/billing',
      '/shop',
      ...['customizable-desk', 'conference-chair', 'corner-desk', 'desk-lamp-led'].map(
        (slug) => `/shop/product/${slug}-${product(slug).id}`,
      ),
      '/blog',
      `/blog/${postBlog.slug}-${postBlog.id}/post/${post.slug}-${post.id}`,
    ];
    const texts = await seededTexts();
    for (const page of await manager.find(WebsitePage))
      for (const block of page.blocks.en_US ?? [])
        for (const { text } of blockTexts(block)) texts.push({ where: page.url, value: { en_US: text } });
    const visitor = new TestClient(server.url);
    const shown: string[] = [];
    for (const lang of TRANSLATIONS) {
      // The English phrases that this language translates (its own words aside).
      const english = new Set(
        texts
          .filter(({ value }) => value[lang] !== value.en_US)
          .flatMap(({ value }) => sentencesOf(value.en_US ?? ''))
          .filter((phrase) => !SAME_WORD[lang].has(phrase)),
      );
      const prefix = lang === 'fr_FR' ? '/fr' : '/es';
      for (const path of paths) {
        const response = await visitor.request('GET', `${prefix}${path === '/' ? '' : path}`);
        expect(response.status, `${prefix}${path}`).toBe(200);
        const text = mainText(await response.text());
        for (const phrase of english)
          if (showsPhrase(text, phrase)) shown.push(`${prefix}${path}: "${phrase}"`);
      }
    }
    expect(shown).toEqual([]);
  });
});
