import type { EntityManager } from 'typeorm';
import { hmac } from '../../core/security/access-token';
import { AnalyticsEvent, shopEventKinds, type ShopEventKind } from './analytics-event.entity';

export interface ParsedShopEvent {
  kind: ShopEventKind;
  path: string;
  recordId: number | null;
  detail: string | null;
}

/** Which paths take an id, a method name, or nothing after the kind (SPEC §2). */
const pathShapes: Record<ShopEventKind, 'id' | 'method' | 'none'> = {
  product_view: 'id',
  product_add_to_cart: 'id',
  customer_checkout: 'none',
  customer_signin: 'none',
  customer_signup: 'none',
  order_checkout: 'none',
  order_payment: 'method',
  order_confirmed: 'id',
};

const MAX_ID = 2_147_483_647;

/** Reads /stats/ecom/{kind}[/{id|method}]; null when the path is not one of the spec's. */
export function parseShopEventPath(path: string): ParsedShopEvent | null {
  const match = /^\/stats\/ecom\/([a-z_]+)(?:\/([^/]+))?\/?$/.exec(path);
  if (!match) return null;
  const kind = shopEventKinds.find((k) => k === match[1]);
  if (!kind) return null;
  const tail = match[2];
  const shape = pathShapes[kind];
  if (shape === 'none') return tail === undefined ? { kind, path, recordId: null, detail: null } : null;
  if (tail === undefined) return null;
  if (shape === 'method')
    return /^[a-z0-9_-]{1,40}$/i.test(tail) ? { kind, path, recordId: null, detail: tail } : null;
  if (!/^\d{1,10}$/.test(tail)) return null;
  const id = Number(tail);
  return id >= 1 && id <= MAX_ID ? { kind, path, recordId: id, detail: null } : null;
}

/** What identifies a visitor, strongest first; only its keyed hash is stored. */
export interface VisitorKey {
  sessionHash?: string | null;
  cartToken?: string | null;
  /** Address and browser: hashed with the day, so a visitor without cookies is counted per day. */
  ip?: string | null;
  userAgent?: string | null;
}

export class AnalyticsService {
  constructor(private readonly secret: string) {}

  visitorHash(key: VisitorKey, now = new Date()): string {
    const basis = key.sessionHash
      ? `s:${key.sessionHash}`
      : key.cartToken
        ? `c:${key.cartToken}`
        : `d:${now.toISOString().slice(0, 10)}:${key.ip ?? ''}:${key.userAgent ?? ''}`;
    return hmac(this.secret, `visitor:${basis}`).slice(0, 43);
  }

  async record(em: EntityManager, event: ParsedShopEvent, visitor: VisitorKey, now = new Date()) {
    await em.getRepository(AnalyticsEvent).insert({
      kind: event.kind,
      path: event.path,
      recordId: event.recordId,
      detail: event.detail,
      visitorHash: this.visitorHash(visitor, now),
      created: now,
    });
  }

  /** Counts of one kind per record (e.g. product views), newest period first. */
  async countsByRecord(em: EntityManager, kind: ShopEventKind, since: Date) {
    const rows = await em
      .getRepository(AnalyticsEvent)
      .createQueryBuilder('e')
      .select('e.recordId', 'recordId')
      .addSelect('COUNT(*)', 'events')
      .addSelect('COUNT(DISTINCT e.visitorHash)', 'visitors')
      .where('e.kind = :kind AND e.created >= :since', { kind, since })
      .groupBy('e.recordId')
      .orderBy('events', 'DESC')
      .getRawMany<{ recordId: number | null; events: string | number; visitors: string | number }>();
    return rows.map((r) => ({
      recordId: r.recordId === null ? null : Number(r.recordId),
      events: Number(r.events),
      visitors: Number(r.visitors),
    }));
  }
}
