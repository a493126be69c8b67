import { Column, Entity } from 'typeorm';
import { BaseRecord } from '../../core/db/columns';

/** An image uploaded for page blocks, served at /web/image/website.image/{id}/datas. */
@Entity('website_image')
export class WebsiteImage extends BaseRecord {
  /** The stored file (content-addressed in the data dir). */
  @Column({ type: 'varchar', length: 64 })
  sha256!: string;

  @Column({ type: 'varchar', length: 255 })
  name!: string;
}
