import { Entity, PrimaryColumn } from 'typeorm';

/**
 * A record the demo data seeded (SEED_DEMO): what "Remove demo data" takes away. The mark is the
 * platform's; the record stays in its feature's table and the feature removes it (core/demo).
 */
@Entity('demo_record')
export class DemoRecord {
  /** The record's model, as the features name them ('sale.order', 'crm.lead'). */
  @PrimaryColumn({ type: 'varchar', length: 60 })
  model!: string;

  @PrimaryColumn({ type: 'integer' })
  recordId!: number;
}
