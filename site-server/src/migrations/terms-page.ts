/**
 * The Terms page (the payment page's terms box links to it) for a site made before it existed: a new
 * site gets it with its first pages (website's initial-pages.ts). Added once, when the site has pages
 * and none at its address; undoing the migration leaves it (the owner may have edited it).
 */
import { TERMS_PAGE_PATH } from '../../../shared/website/page-basics';
import { termsPageAtMigration as termsPageContent } from './terms-page-content';

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

export function addTermsPage(dialect: { true: string }): string {
  const url = literal(TERMS_PAGE_PATH);
  const title = literal(JSON.stringify(termsPageContent.title));
  const blocks = literal(JSON.stringify(termsPageContent.blocks));
  return `INSERT INTO "website_page" ("url", "title", "body", "blocks", "metaTitle", "metaDescription", "published") SELECT ${url}, ${title}, '{}', ${blocks}, '{}', '{}', ${dialect.true} WHERE EXISTS (SELECT 1 FROM "website_page") AND NOT EXISTS (SELECT 1 FROM "website_page" WHERE "url" = ${url})`;
}
