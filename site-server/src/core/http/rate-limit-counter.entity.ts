import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

const asNumber = { to: (value: number) => value, from: (value: string | number) => Number(value) };

/**
 * Requests of one client counted by one limiter in one fixed window (rate-limit.ts): in the database,
 * so every process of a deployment shares the counts and a restart forgets none.
 */
@Entity('rate_limit_counter')
@Index('IDX_rate_limit_counter_window', ['limiter', 'windowStart'])
export class RateLimitCounter {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  limiter!: string;

  /** The client as the limiter counts it (an address, a /64, a user). */
  @PrimaryColumn({ type: 'varchar', length: 100 })
  client!: string;

  /** The window's start, in epoch milliseconds. */
  @PrimaryColumn({ type: 'bigint', transformer: asNumber })
  windowStart!: number;

  @Column({ type: 'integer', default: 0 })
  hits!: number;
}
