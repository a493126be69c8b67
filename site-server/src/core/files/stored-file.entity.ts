import { Column, Entity } from 'typeorm';
import { BaseRecord } from '../db/columns';

/**
 * A file kept in the data dir under its SHA-256 (content-addressed: the same bytes are stored once,
 * whoever uploads them). Records point to files by `sha256`.
 */
@Entity('stored_file')
export class StoredFile extends BaseRecord {
  @Column({ type: 'varchar', length: 64, unique: true })
  sha256!: string;

  /** Sniffed from the bytes for images, never taken from the file name. */
  @Column({ type: 'varchar', length: 100 })
  mimeType!: string;

  @Column({ type: 'integer' })
  size!: number;

  @Column({ type: 'integer', nullable: true })
  width!: number | null;

  @Column({ type: 'integer', nullable: true })
  height!: number | null;

  /** The name it was uploaded under, for display and downloads. */
  @Column({ type: 'varchar', length: 255 })
  originalName!: string;
}
