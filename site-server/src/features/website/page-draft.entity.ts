import { Column, Entity, Index } from 'typeorm';
import type { PagePreviewInput } from '../../../../shared/website/contract';
import { BaseRecord, TIMESTAMP } from '../../core/db/columns';

/**
 * An unsaved page of the editor's live preview, kept half an hour for its author. In the database, not
 * in one process's memory: the preview frame's request may reach another process than the post.
 */
@Entity('website_page_draft')
export class WebsitePageDraft extends BaseRecord {
  /** The hash of the token the preview's address carries (a leaked table leaks no live token). */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash!: string;

  /** The publisher who posted it, the only one who may preview it (a user of the accounts feature). */
  @Index()
  @Column({ type: 'integer' })
  userId!: number;

  @Column({ type: 'simple-json' })
  page!: PagePreviewInput;

  @Index()
  @Column({ type: TIMESTAMP })
  expiresAt!: Date;
}
