import { Column, Entity, Index } from 'typeorm';
import { BaseRecord, TranslatedColumn, type Translated } from '../../core/db/columns';

/** blog.blog: a blog of the site (/blog/{slug}-{id}), holding posts. */
@Entity('blog_blog')
export class Blog extends BaseRecord {
  @TranslatedColumn()
  name!: Translated;

  @TranslatedColumn()
  subtitle!: Translated;

  /** From the name in the default language; the id in the URL is what finds the blog. */
  @Column({ type: 'varchar', length: 200 })
  slug!: string;

  @Index()
  @Column({ type: 'boolean', default: true })
  published!: boolean;
}
