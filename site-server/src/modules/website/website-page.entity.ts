import { Column, Entity, Index } from 'typeorm';
import { BaseRecord, TranslatedColumn, type Translated } from '../../core/db/columns';

/** A page of the public site at a fixed URL (its blocks come with the website editor). */
@Entity('website_page')
export class WebsitePage extends BaseRecord {
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 200 })
  url!: string;

  @TranslatedColumn()
  title!: Translated;

  /** Plain-text paragraphs, separated by blank lines, per language. */
  @TranslatedColumn()
  body!: Translated;

  @Column({ type: 'boolean', default: false })
  published!: boolean;
}
