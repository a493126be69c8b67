import type { Router } from 'express';
import { newsletterAdminCalls } from '../../../../shared/newsletter/admin-calls';
import {
  contactCsvColumns,
  MAILING_PAGE_SIZE,
  type MailingContactRow,
  type MailingListDetail,
  type MailingListRow,
  type NewsletterSending as NewsletterSendingView,
} from '../../../../shared/newsletter/contract';
import { sendCsv } from '../../core/csv';
import type { MailingContact } from './mailing-contact.entity';
import type { MailingList } from './mailing-list.entity';
import type { NewsletterSending } from './newsletter-sending.entity';
import type { NewsletterDeps } from './newsletter.routes';

type Counts = { subscribers: number; contacts: number } | undefined;

function listRow(list: MailingList, counts: Counts): MailingListRow {
  return {
    id: list.id,
    name: list.name,
    isPublic: list.isPublic,
    subscriberCount: counts?.subscribers ?? 0,
    contactCount: counts?.contacts ?? 0,
    createdAt: list.created.toISOString(),
  };
}

function listDetail(list: MailingList, counts: Counts): MailingListDetail {
  const texts = (value: Record<string, string | undefined>) =>
    Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
  return {
    ...listRow(list, counts),
    popupTitle: texts(list.popupTitle),
    popupText: texts(list.popupText),
    redirectUrl: list.redirectUrl,
  };
}

export function contactRow(contact: MailingContact): MailingContactRow {
  return {
    id: contact.id,
    listId: contact.listId,
    email: contact.email,
    name: contact.name,
    isSubscriber: contact.isSubscriber,
    subscribedAt: contact.subscribedAt.toISOString(),
    unsubscribedAt: contact.unsubscribedAt ? contact.unsubscribedAt.toISOString() : null,
  };
}

const sendingView = (sending: NewsletterSending, sentBy: string | null): NewsletterSendingView => ({
  id: sending.id,
  listId: sending.listId,
  subject: sending.subject,
  recipientCount: sending.recipientCount,
  sentAt: sending.created.toISOString(),
  sentBy,
});

/**
 * /api/admin/mailing/*: the lists (read by any staff member: the page editor picks one), and their
 * management, subscribers and sendings (publishers, admins).
 */
export function newsletterAdminRoutes(router: Router, deps: NewsletterDeps) {
  const { platform, mailing, sendings } = deps;
  const { kit } = platform;
  const calls = newsletterAdminCalls;

  kit.api(router, calls.lists, 'staff', async (ctx, { query }) => {
    const { items, total, counts } = await mailing.lists(ctx.em, { q: query.q, page: query.page });
    return {
      items: items.map((list) => listRow(list, counts.get(list.id))),
      total,
      page: query.page,
      pageSize: MAILING_PAGE_SIZE,
    };
  });

  kit.api(router, calls.createList, 'publisher', async (ctx, { body }) =>
    listDetail(await mailing.saveList(ctx.em, body), undefined),
  );

  kit.api(router, calls.list, 'publisher', async (ctx, { params }) => {
    const list = await mailing.list(ctx.em, params.id);
    return listDetail(list, (await mailing.counts(ctx.em, [list.id])).get(list.id));
  });

  kit.api(router, calls.updateList, 'publisher', async (ctx, { body, params }) => {
    const list = await mailing.saveList(ctx.em, body, params.id);
    return listDetail(list, (await mailing.counts(ctx.em, [list.id])).get(list.id));
  });

  kit.api(router, calls.contacts, 'publisher', async (ctx, { query, params }) => {
    const list = await mailing.list(ctx.em, params.id);
    const { items, total } = await mailing.contacts(ctx.em, list.id, query);
    return { items: items.map(contactRow), total, page: query.page, pageSize: MAILING_PAGE_SIZE };
  });

  kit.api(router, calls.contactsCsv, 'publisher', async (ctx, { query, params }, _req, res) => {
    const list = await mailing.list(ctx.em, params.id);
    const { items } = await mailing.contacts(ctx.em, list.id, { ...query, page: null });
    const rows = items.map((contact) => [
      contact.email,
      contact.name,
      contact.isSubscriber ? 'subscribed' : 'unsubscribed',
      contact.subscribedAt,
      contact.unsubscribedAt,
    ]);
    const fileName = `${list.name.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'list'}-subscribers.csv`;
    await sendCsv(res, fileName, [[...contactCsvColumns], ...rows]);
  });

  kit.api(router, calls.addContact, 'publisher', async (ctx, { body, params }) =>
    contactRow(await mailing.addContact(ctx.em, params.id, body.email, body.name || null)),
  );

  kit.api(router, calls.setSubscribed, 'publisher', async (ctx, { body, params }) =>
    contactRow(await mailing.setSubscribed(ctx.em, params.id, params.contactId, body.isSubscriber)),
  );

  kit.api(
    router,
    calls.preview,
    'publisher',
    async (ctx, { body, params }) => sendings.preview(ctx.em, params.id, body, platform.publicUrl()),
    { readOnly: true },
  );

  kit.api(router, calls.send, 'publisher', async (ctx, { body, params }) => {
    const sending = await sendings.send(ctx, params.id, body, platform.publicUrl());
    return sendingView(sending, ctx.user?.name ?? null);
  });

  kit.api(router, calls.sendings, 'publisher', async (ctx, { params }) =>
    (await sendings.sendings(ctx.em, params.id)).map((sending) =>
      sendingView(sending, sending.sentBy?.name ?? null),
    ),
  );
}
