import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseRecord, TranslatedColumn, type Translated } from '../../core/db/columns';
import { WebsitePage } from './website-page.entity';

/** website.menu: one entry of the header menu; entries with a parent form its sub-menu. */
@Entity('website_menu')
export class WebsiteMenu extends BaseRecord {
  @Index()
  @Column({ type: 'integer', nullable: true })
  parentId!: number | null;

  @ManyToOne(() => WebsiteMenu, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'parentId' })
  parent?: Relation<WebsiteMenu> | null;

  /** Order among its siblings, smallest first. */
  @Column({ type: 'integer', default: 0 })
  sequence!: number;

  @TranslatedColumn()
  label!: Translated;

  /** An address ('/shop', 'https://…') when the entry does not open a page. */
  @Column({ type: 'varchar', length: 2000, nullable: true })
  url!: string | null;

  /** The page it opens: shown only while that page is published (to visitors). */
  @Column({ type: 'integer', nullable: true })
  pageId!: number | null;

  @ManyToOne(() => WebsitePage, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'pageId' })
  page?: Relation<WebsitePage> | null;
}
