import { Column, Entity, Index, JoinColumn, JoinTable, ManyToMany, ManyToOne, type Relation } from 'typeorm';
import { BaseRecord, TIMESTAMP, TranslatedColumn, type Translated } from '../../core/db/columns';
import { User } from '../accounts';
import { Blog } from './blog.entity';
import { BlogTag } from './blog-tag.entity';

/**
 * blog.post: a post of a blog. Visitors see it when `published` (website_published) and its
 * `postDate` has come; until then only publishers do. `body` holds allow-list sanitised HTML per language.
 */
@Entity('blog_post')
@Index('IDX_blog_post_visible', ['published', 'postDate'])
@Index('IDX_blog_post_blog_visible', ['blogId', 'published', 'postDate'])
export class BlogPost extends BaseRecord {
  @Column({ type: 'integer' })
  blogId!: number;

  @ManyToOne(() => Blog, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'blogId' })
  blog?: Relation<Blog>;

  @TranslatedColumn()
  title!: Translated;

  @TranslatedColumn()
  subtitle!: Translated;

  /** From the title in the default language; the id in the URL is what finds the post. */
  @Column({ type: 'varchar', length: 200 })
  slug!: string;

  /** Sanitised HTML per language (blog-html.ts). */
  @TranslatedColumn()
  body!: Translated;

  /** For search engines; empty = the title and the subtitle. */
  @TranslatedColumn()
  metaTitle!: Translated;

  @TranslatedColumn()
  metaDescription!: Translated;

  /** The cover image in the file store (served as /web/image/blog.post/{id}/cover). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  coverSha!: string | null;

  @Column({ type: 'integer', nullable: true })
  authorId!: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'authorId' })
  author?: Relation<User> | null;

  /** When the post appears; a date in the future keeps it hidden until then. */
  @Column({ type: TIMESTAMP })
  postDate!: Date;

  /** SPEC §3 website_published. */
  @Column({ type: 'boolean', default: false })
  published!: boolean;

  @ManyToMany(() => BlogTag)
  @JoinTable({
    name: 'blog_post_tag_rel',
    joinColumn: { name: 'postId' },
    inverseJoinColumn: { name: 'tagId' },
  })
  tags?: BlogTag[];
}
