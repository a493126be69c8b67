import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One metric's value on one day (each feature names its metrics in shared/<feature>/statistics.ts): counters kept on write, so the dashboard reads
 * at most a few hundred rows per figure whatever the number of clicks, orders or leads behind them.
 */
@Entity('daily_stat')
@Index('IDX_daily_stat_metric_day', ['metric', 'day', 'dimension', 'value'])
export class DailyStat {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  metric!: string;

  @PrimaryColumn({ type: 'varchar', length: 120 })
  dimension!: string;

  /** The server's local date, YYYY-MM-DD. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day!: string;

  @Column({
    type: 'bigint',
    default: 0,
    transformer: { to: (value: number) => value, from: (value: string | number) => Number(value) },
  })
  value!: number;
}
