import { Column, Entity, Index } from 'typeorm';
import type { PageBlocks } from '../../../../shared/website/contract';
import { BaseRecord, TranslatedColumn, type Translated } from '../../core/db/columns';

/**
 * A page of the public site at its own URL ('/', '/aboutus', '/services'), made of blocks.
 * Blocks are stored per language (shared/website/contract.ts); `body` is the plain text of pages
 * made before blocks existed, shown as text when a page has no blocks.
 */
@Entity('website_page')
export class WebsitePage extends BaseRecord {
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 200 })
  url!: string;

  @TranslatedColumn()
  title!: Translated;

  /** Plain-text paragraphs, separated by blank lines, per language (pages without blocks). */
  @TranslatedColumn()
  body!: Translated;

  /** The page's blocks per language, validated by pageBlocksSchema on every save. */
  @Column({ type: 'simple-json', default: '{}' })
  blocks!: PageBlocks;

  /** For search engines; empty = the title. */
  @TranslatedColumn()
  metaTitle!: Translated;

  @TranslatedColumn()
  metaDescription!: Translated;

  @Column({ type: 'boolean', default: false })
  published!: boolean;

  /** Kept out of search engines: robots noindex, out of the sitemap, listed by /o2b/index_noindex. */
  @Column({ type: 'boolean', default: false })
  noindex!: boolean;
}
