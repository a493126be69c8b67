import { Column, Entity, Index } from 'typeorm';
import { BaseRecord } from '../../core/db/columns';

/** A tag of blog posts ('travel'); one name, found case-insensitively through `key`. */
@Entity('blog_tag')
export class BlogTag extends BaseRecord {
  @Column({ type: 'varchar', length: 60 })
  name!: string;

  /** The name lowercased: two tags never differ only by case. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 60 })
  key!: string;
}
