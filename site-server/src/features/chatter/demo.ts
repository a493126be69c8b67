import { In, type EntityManager } from 'typeorm';
import type { CompanyDirectory } from '../../core/company';
import type { DemoData } from '../../core/demo';
import type { FileStore } from '../../core/files';
import type { RecordRegistry } from '../../core/records';
import { Rating } from '../ratings';
import { initialsAvatarSvg } from './author-avatar';
import { MailFollower } from './mail-follower.entity';
import { MailMessage } from './mail-message.entity';

export const DEMO_MESSAGE = 'mail.message';
/** The model of orders (SPEC's name): the demo's conversation is on the portal customer's first order. */
const ORDER_MODEL = 'sale.order';

const HOUR_MS = 3_600_000;

/** Rows of a feature's table whose record (model, resId) is demo data: they go with their record. */
const ON_DEMO_RECORD = (table: string) =>
  `EXISTS (SELECT 1 FROM "demo_record" "d" WHERE "d"."model" = "${table}"."model" AND "d"."recordId" = "${table}"."resId")`;

/**
 * A conversation on the portal customer's first demo order (SEED_DEMO): the customer's message and
 * the shop's answer, as the portal and the back office show them. Marked as demo data.
 */
export async function seedChatterDemo(
  em: EntityManager,
  deps: { demo: DemoData; records: RecordRegistry; files: FileStore; company: CompanyDirectory },
): Promise<void> {
  const source = deps.records.get(ORDER_MODEL);
  if (!source) return;
  let order = null;
  for (const id of await deps.demo.ids(em, ORDER_MODEL)) {
    const info = await source.find(em, id);
    if (info?.ownerUserId && info.tokenHolder) {
      order = info;
      break;
    }
  }
  if (!order?.tokenHolder) return;
  const company = await deps.company.mainCompany(em);
  const start = Date.now() - 20 * 24 * HOUR_MS;
  const conversation = [
    {
      author: order.tokenHolder,
      userId: order.ownerUserId ?? null,
      body: 'Thank you, everything arrived in perfect condition!',
      at: new Date(start),
    },
    {
      author: { name: company.name, email: company.email || 'hello@example.com' },
      userId: null,
      body: `Thank you for your message, ${order.tokenHolder.name.split(' ')[0]}: we are glad to hear it. Write to us here whenever you need anything.`,
      at: new Date(start + 2 * HOUR_MS),
    },
  ];
  const made: number[] = [];
  for (const message of conversation) {
    const avatar = await deps.files.save(
      em,
      {
        buffer: initialsAvatarSvg(message.author.name),
        originalName: 'avatar.svg',
        mimeType: 'image/svg+xml',
      },
      { kind: 'image' },
    );
    const saved = await em.getRepository(MailMessage).save(
      em.getRepository(MailMessage).create({
        model: ORDER_MODEL,
        resId: order.id,
        date: message.at,
        body: message.body,
        ratingId: null,
        authorUserId: message.userId,
        authorName: message.author.name,
        authorEmail: message.author.email,
        authorAvatarSha: avatar.sha256,
        hidden: false,
      }),
    );
    made.push(saved.id);
  }
  await deps.demo.mark(em, DEMO_MESSAGE, made);
}

/**
 * Removes the demo messages, and the messages and followers of any demo record (what staff or the
 * customer wrote since on a demo order goes with the order).
 */
export async function removeDemoMessages(em: EntityManager, ids: readonly number[]): Promise<void> {
  // The ratings of the messages that go, first (they point to them).
  await em
    .createQueryBuilder()
    .delete()
    .from(Rating)
    .where(
      `"id" IN (SELECT "ratingId" FROM "mail_message" WHERE ${ON_DEMO_RECORD('mail_message')}${
        ids.length ? ` OR "mail_message"."id" IN (:...ids)` : ''
      })`,
      { ids: [...ids] },
    )
    .execute();
  if (ids.length) await em.getRepository(MailMessage).delete({ id: In([...ids]) });
  await em.createQueryBuilder().delete().from(MailMessage).where(ON_DEMO_RECORD('mail_message')).execute();
  await em.createQueryBuilder().delete().from(MailFollower).where(ON_DEMO_RECORD('mail_followers')).execute();
}
