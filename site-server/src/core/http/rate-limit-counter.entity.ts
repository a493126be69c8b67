import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

const asNumber = { to: (value: number) => value, from: (value: string | number) => Number(value) };

/**
 * What one limiter counted of one client (rate-limit-counters.ts): requests in the client's current
 * window, or failures until a quiet spell. In the database, so every process of a deployment shares
 * the counts and a restart forgets none.
 */
@Entity('rate_limit_counter')
@Index('IDX_rate_limit_counter_expiry', ['limiter', 'resetAt'])
export class RateLimitCounter {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  limiter!: string;

  /** The client as the limiter counts it (an address, a /64, a user, a hashed pair). */
  @PrimaryColumn({ type: 'varchar', length: 100 })
  client!: string;

  @Column({ type: 'integer', default: 0 })
  hits!: number;

  /** When the count starts over, in epoch milliseconds. */
  @Column({ type: 'bigint', transformer: asNumber })
  resetAt!: number;

  /** When the last hit was counted, in epoch milliseconds. */
  @Column({ type: 'bigint', transformer: asNumber })
  lastAt!: number;
}
