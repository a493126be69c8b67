/**
 * The abandoned-cart recovery (issue 29, items 1–2): the scan finds the carts whose delay ran out and
 * enqueues one job per cart; the job decides the cart's mail once. The one mail of a cart is the
 * conditional update of its row from waiting (or not eligible, for staff's "send now") to sent, in
 * the transaction that queues the mail: of two processes or two scans, one wins, the other sends
 * nothing.
 */
import { In, type EntityManager } from 'typeorm';
import {
  ORDERED_LOOKBACK_DAYS,
  type RecoveryReason,
  type RecoveryRow,
} from '../../../../shared/cart-recovery/contract';
import { recoveryMetrics } from '../../../../shared/cart-recovery/statistics';
import { isLangCode, type LangCode } from '../../../../shared/i18n';
import { inDialect, sqlTime } from '../../core/db/sql';
import type { TransactionRunner } from '../../core/db/transaction';
import type { JobQueue } from '../../core/jobs';
import type { MailService } from '../../core/mail';
import type { StatsService } from '../../core/stats';
import type { CartService, RecoveryLines } from '../cart';
import { CartRecovery, CartRecoveryContact } from './entities';
import { recoveryMail } from './recovery-mail';
import { scanDueCarts } from './recovery-scan';
import { RecoverySettingsStore } from './recovery-settings';

const DAY_MS = 24 * 3600 * 1000;

export interface RecoveryDeps {
  transaction: TransactionRunner;
  jobs: JobQueue;
  mail: MailService;
  stats: StatsService;
  carts: CartService;
  settings: RecoverySettingsStore;
  publicUrl: () => string;
  secret: string;
  shopName: (em: EntityManager) => Promise<string>;
  /** The address unsubscribed from the shop's newsletter (the newsletter feature's export). */
  optedOut: (em: EntityManager, email: string) => Promise<boolean>;
}

export const rowView = (row: CartRecovery): RecoveryRow => ({
  cartId: row.cartId,
  email: row.email,
  value: row.value,
  currency: row.currency,
  lastActivityAt: row.lastActivityAt.toISOString(),
  state: row.state,
  reason: row.reason,
  sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  orderId: row.orderId,
  recoveredAmount: row.recoveredAmount,
});

export class RecoveryService {
  constructor(private readonly deps: RecoveryDeps) {}

  /** The scan (recovery-scan.ts): one job per cart whose delay ran out. */
  scan(em: EntityManager, now = new Date()): Promise<number> {
    return scanDueCarts(em, this.deps, now);
  }

  /**
   * Decides a cart's mail: sends it, or records why not. A scan's job acts only on a cart still
   * waiting whose delay still ran out (a change since restarted it); staff's "send now" (`force`)
   * also on a cart found not eligible before, whatever the delay. Answers the row as it ends.
   */
  process(cartId: number, options: { force?: boolean; now?: Date } = {}): Promise<CartRecovery | null> {
    return this.deps.transaction((em) => this.decide(em, cartId, options), { changesPages: false });
  }

  /** `process` in the caller's transaction (staff's "send now"). */
  async decide(
    em: EntityManager,
    cartId: number,
    options: { force?: boolean; now?: Date } = {},
  ): Promise<CartRecovery | null> {
    const now = options.now ?? new Date();
    const from = options.force ? (['waiting', 'not_eligible'] as const) : (['waiting'] as const);
    const rows = em.getRepository(CartRecovery);
    const row = await rows.findOneBy({ cartId });
    if (!row || !(from as readonly string[]).includes(row.state)) return row;
    const settings = await this.deps.settings.get(em);
    if (!options.force && row.lastActivityAt.getTime() > now.getTime() - settings.delaySeconds * 1000)
      return row;
    const lang: LangCode = isLangCode(row.lang) ? row.lang : 'en_US';
    const cart = await this.deps.carts.byId(em, cartId);
    const lines = cart ? await this.deps.carts.recoveryLines(em, cart, lang) : null;
    const value = lines ? lines.lines.reduce((sum, line) => sum + line.subtotal, 0) : 0;
    const reason = settings.enabled
      ? await this.reasonAgainst(em, row, cart, lines, value)
      : ('disabled' as const);
    const decided = { value, currency: lines?.currency ?? row.currency };
    const where = { cartId, state: In([...from]) };
    if (reason) {
      await rows.update(where, { state: 'not_eligible', reason, ...decided });
      return rows.findOneBy({ cartId });
    }
    const claimed = await rows.update(where, { state: 'sent', reason: null, sentAt: now, ...decided });
    if (claimed.affected !== 1) return rows.findOneBy({ cartId });
    const mail = await this.deps.mail.queue(
      em,
      recoveryMail({
        cartId,
        email: row.email,
        lang,
        shopName: await this.deps.shopName(em),
        cart: { currency: lines!.currency, lines: lines!.lines.filter((line) => line.buyable) },
        baseUrl: this.deps.publicUrl(),
        secret: this.deps.secret,
      }),
    );
    await rows.update({ cartId }, { mailId: mail.id });
    await this.deps.stats.add(em, [{ metric: recoveryMetrics.mailsSent, at: now }]);
    return rows.findOneBy({ cartId });
  }

  /** Why the cart gets no mail (issue 29, item 1), or null when it gets one. */
  private async reasonAgainst(
    em: EntityManager,
    row: CartRecovery,
    cart: Awaited<ReturnType<CartService['byId']>>,
    lines: RecoveryLines | null,
    value: number,
  ): Promise<RecoveryReason | null> {
    if (cart?.state === 'ordered') return 'ordered';
    const contact = await em.getRepository(CartRecoveryContact).findOneBy({ email: row.email });
    // The shopper ordered since this cart began, or just before (the same shopper's next cart).
    const since = (cart?.created ?? row.created).getTime() - ORDERED_LOOKBACK_DAYS * DAY_MS;
    if (contact?.orderedAt && contact.orderedAt.getTime() >= since) return 'ordered';
    if (!lines || lines.lines.length === 0) return 'empty';
    if (value <= 0) return 'free';
    if (!lines.lines.some((line) => line.buyable)) return 'unavailable';
    // Unsubscribed from the reminders' own link, or from the shop's newsletter.
    if (contact?.unsubscribedAt || (await this.deps.optedOut(em, row.email))) return 'unsubscribed';
    if (await this.deps.mail.bouncedTo(em, row.email)) return 'bounced';
    return null;
  }

  /**
   * The list's rows as staff read them: a waiting cart's value is its lines' now (decided carts keep
   * the value they were decided with). One cart priced per waiting row of the page (50 at most).
   */
  async listed(em: EntityManager, rows: readonly CartRecovery[]): Promise<RecoveryRow[]> {
    const views: RecoveryRow[] = [];
    for (const row of rows) {
      const cart = row.state === 'waiting' ? await this.deps.carts.byId(em, row.cartId) : null;
      const lang: LangCode = isLangCode(row.lang) ? row.lang : 'en_US';
      const lines = cart ? await this.deps.carts.recoveryLines(em, cart, lang) : null;
      views.push(
        lines
          ? {
              ...rowView(row),
              value: lines.lines.reduce((sum, line) => sum + line.subtotal, 0),
              currency: lines.currency,
            }
          : rowView(row),
      );
    }
    return views;
  }

  /** The cart's job failed for good (its mail could not be queued): it no longer waits, staff see why. */
  async undeliverable(em: EntityManager, cartId: number): Promise<void> {
    await em
      .getRepository(CartRecovery)
      .update({ cartId, state: 'waiting' }, { state: 'not_eligible', reason: 'undeliverable' });
  }

  /**
   * The SMTP server refused the cart's mail for good (the outbox marked it failed): a cart still "sent"
   * shows that the address bounced, in the transaction that marked the mail.
   */
  async mailFailed(em: EntityManager, outboxMailId: number): Promise<void> {
    await em
      .getRepository(CartRecovery)
      .update({ mailId: outboxMailId, state: 'sent' }, { state: 'not_eligible', reason: 'bounced' });
  }

  /** The address asks for no more reminders (the mail's links); its waiting carts get none. */
  async unsubscribe(em: EntityManager, email: string): Promise<void> {
    await em.query(
      inDialect(
        em,
        `INSERT INTO "cart_recovery_contact" ("email", "unsubscribedAt") VALUES (?, ?)
         ON CONFLICT ("email") DO UPDATE SET "unsubscribedAt" = COALESCE("cart_recovery_contact"."unsubscribedAt", EXCLUDED."unsubscribedAt")`,
      ),
      [email.toLowerCase(), sqlTime(em, new Date())],
    );
  }

  async isUnsubscribed(em: EntityManager, email: string): Promise<boolean> {
    const contact = await em.getRepository(CartRecoveryContact).findOneBy({ email: email.toLowerCase() });
    return Boolean(contact?.unsubscribedAt);
  }
}
