import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TIMESTAMP } from '../../core/db/columns';

/**
 * The three UTM vocabularies (SPEC §3: utm.campaign, utm.medium, utm.source: id, name). Names are
 * unique case-insensitively: `nameKey` holds the lower-cased name under a unique index.
 */
abstract class UtmValue {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 200 })
  nameKey!: string;

  @CreateDateColumn({ type: TIMESTAMP })
  created!: Date;
}

@Entity('utm_campaign')
export class UtmCampaign extends UtmValue {}

@Entity('utm_medium')
export class UtmMedium extends UtmValue {}

@Entity('utm_source')
export class UtmSource extends UtmValue {}

export type UtmEntity = typeof UtmCampaign | typeof UtmMedium | typeof UtmSource;
