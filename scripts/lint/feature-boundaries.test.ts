import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The boundaries of docs/decisions/0005-feature-slices.md, through the project's own ESLint config:
 * each source below is linted as if it stood at `file`.
 */
const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'vitrine/feature-boundaries').map((m) => m.message);
}

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

describe('lint: feature boundaries', () => {
  it.each([
    [
      'core imports a feature',
      'site-server/src/core/http/example.ts',
      "import { CartService } from '../../features/cart/cart.service';\nexport const x = CartService;",
      'Core cannot import a feature',
    ],
    [
      "a feature imports another feature's internals",
      'site-server/src/features/blog/example.ts',
      "import { LinkService } from '../links/link.service';\nexport const x = LinkService;",
      "The blog feature cannot import links's internals",
    ],
    [
      'site code imports a server entity',
      'site-server/src/features/catalog/site/example.tsx',
      "import { ProductTemplate } from '../product-template.entity';\nexport const x = ProductTemplate;",
      "The public site's code cannot import server code",
    ],
    [
      'the back office imports server code',
      'renderer/src/features/links/example.ts',
      "import { LinkService } from '../../../../site-server/src/features/links/link.service';\nexport const x = LinkService;",
      'The back office cannot import site-server code',
    ],
    [
      "a back-office feature imports another one's screen",
      'renderer/src/features/blog/example.ts',
      "import Links from '../links/links.page';\nexport const x = Links;",
      "The blog feature cannot import links's internals",
    ],
    [
      'the back office shell imports a feature',
      'renderer/src/app/example.ts',
      "import { blogFeature } from '../features/blog';\nexport const x = blogFeature;",
      'Core cannot import a feature',
    ],
    [
      "a migration imports a feature's code (it must keep working when the feature changes)",
      'site-server/src/migrations/sqlite/1795317106971-Example.ts',
      "import { ftsFeaturedKeySql } from '../../features/catalog/search-text';\nexport const x = ftsFeaturedKeySql;",
      "A migration cannot import a feature's code",
    ],
  ])('refuses: %s', async (_case, file, source, message) => {
    const errors = await boundaryErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it.each([
    [
      'a feature uses another through its index',
      'site-server/src/features/cart/example.ts',
      "import { catalogFeature } from '../catalog';\nexport const x = catalogFeature;",
    ],
    [
      "a site page uses another feature's site entry",
      'site-server/src/features/blog/site/example.tsx',
      "import { Chatter } from '../../chatter/site';\nexport const x = Chatter;",
    ],
    [
      'site code uses the site platform',
      'site-server/src/features/blog/site/example.tsx',
      "import { useT } from '../../../core/site/shell-data';\nexport const x = useT;",
    ],
    [
      'a server-only site file uses server code',
      'site-server/src/features/website/site/example.server.tsx',
      "import { PageService } from '../page.service';\nexport const x = PageService;",
    ],
    [
      "a test uses another feature's entity for its fixtures",
      'site-server/src/core/http/example.test.ts',
      "import { WebsitePage } from '../../features/website/website-page.entity';\nexport const x = WebsitePage;",
    ],
    [
      'the manifest names the features',
      'site-server/src/features/index.ts',
      "import { blogFeature } from './blog';\nexport const x = blogFeature;",
    ],
    [
      'a migration builds on an earlier migration',
      'site-server/src/migrations/sqlite/1795317106972-Example.ts',
      "import { catalogSearchTriggers } from './1795317106971-CatalogSearchFeatured';\nexport const x = catalogSearchTriggers;",
    ],
    [
      'core names a shared contract type',
      'site-server/src/core/site/example.ts',
      "import type { MenuItemView } from '@shared/website/contract';\nexport type X = MenuItemView;",
    ],
  ])('allows: %s', async (_case, file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([]);
  });
});
