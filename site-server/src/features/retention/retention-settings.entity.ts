import { Column, Entity, PrimaryColumn } from 'typeorm';
import { RETENTION_DEFAULTS } from '../../../../shared/retention/contract';

/** Privacy and retention settings: one row (id 1), written on the first save; read as the defaults before. */
@Entity('retention_settings')
export class RetentionSettingsRow {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'boolean', default: RETENTION_DEFAULTS.keepFullClickAddresses })
  keepFullClickAddresses!: boolean;

  @Column({ type: 'integer', default: RETENTION_DEFAULTS.clicksMonths })
  clicksMonths!: number;

  @Column({ type: 'integer', default: RETENTION_DEFAULTS.visitsMonths })
  visitsMonths!: number;

  @Column({ type: 'integer', default: RETENTION_DEFAULTS.abandonedCartsDays })
  abandonedCartsDays!: number;

  @Column({ type: 'integer', default: RETENTION_DEFAULTS.mailBodiesDays })
  mailBodiesDays!: number;

  @Column({ type: 'integer', default: RETENTION_DEFAULTS.logsDays })
  logsDays!: number;
}
