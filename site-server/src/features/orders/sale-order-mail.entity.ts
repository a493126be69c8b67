import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A mail an order sent its buyer (the outbox's), so the order's page lists them. */
@Entity('sale_order_mail')
@Index(['orderId'])
export class SaleOrderMail {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  orderId!: number;

  @Column({ type: 'integer' })
  outboxMailId!: number;
}
