import type { Router } from 'express';
import type { Page } from '../../../../shared/api/admin';
import {
  contactCsvColumns,
  MAILING_PAGE_SIZE,
  mailingContactInputSchema,
  mailingContactQuerySchema,
  mailingContactStateInputSchema,
  mailingListInputSchema,
  mailingListQuerySchema,
  newsletterInputSchema,
  type MailingContactRow,
  type MailingListDetail,
  type MailingListRow,
  type NewsletterPreview,
  type NewsletterSending as NewsletterSendingView,
} from '../../../../shared/newsletter/contract';
import { sendCsv } from '../../core/csv';
import { idParam } from '../../core/http/route-kit';
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
  const listIdOf = (params: Record<string, string>) => idParam.parse(params.id);

  kit.api(
    router,
    'get',
    '/mailing/lists',
    { access: 'staff', query: mailingListQuerySchema },
    async (ctx, { query }) => {
      const { items, total, counts } = await mailing.lists(ctx.em, { q: query.q, page: query.page });
      const page: Page<MailingListRow> = {
        items: items.map((list) => listRow(list, counts.get(list.id))),
        total,
        page: query.page,
        pageSize: MAILING_PAGE_SIZE,
      };
      return page;
    },
  );

  kit.api(
    router,
    'post',
    '/mailing/lists',
    { access: 'publisher', body: mailingListInputSchema },
    async (ctx, { body }) => listDetail(await mailing.saveList(ctx.em, body), undefined),
  );

  kit.api(router, 'get', '/mailing/lists/:id', { access: 'publisher' }, async (ctx, { params }) => {
    const list = await mailing.list(ctx.em, listIdOf(params));
    return listDetail(list, (await mailing.counts(ctx.em, [list.id])).get(list.id));
  });

  kit.api(
    router,
    'put',
    '/mailing/lists/:id',
    { access: 'publisher', body: mailingListInputSchema },
    async (ctx, { body, params }) => {
      const list = await mailing.saveList(ctx.em, body, listIdOf(params));
      return listDetail(list, (await mailing.counts(ctx.em, [list.id])).get(list.id));
    },
  );

  kit.api(
    router,
    'get',
    '/mailing/lists/:id/contacts',
    { access: 'publisher', query: mailingContactQuerySchema },
    async (ctx, { query, params }) => {
      const list = await mailing.list(ctx.em, listIdOf(params));
      const { items, total } = await mailing.contacts(ctx.em, list.id, query);
      const page: Page<MailingContactRow> = {
        items: items.map(contactRow),
        total,
        page: query.page,
        pageSize: MAILING_PAGE_SIZE,
      };
      return page;
    },
  );

  kit.api(
    router,
    'get',
    '/mailing/lists/:id/contacts.csv',
    { access: 'publisher', query: mailingContactQuerySchema },
    async (ctx, { query, params }, _req, res) => {
      const list = await mailing.list(ctx.em, listIdOf(params));
      const { items } = await mailing.contacts(ctx.em, list.id, { ...query, page: null });
      const rows = items.map((contact) => [
        contact.email,
        contact.name,
        contact.isSubscriber ? 'subscribed' : 'unsubscribed',
        contact.subscribedAt,
        contact.unsubscribedAt,
      ]);
      const fileName = `${list.name.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'list'}-subscribers.csv`;
      sendCsv(res, fileName, [[...contactCsvColumns], ...rows]);
    },
  );

  kit.api(
    router,
    'post',
    '/mailing/lists/:id/contacts',
    { access: 'publisher', body: mailingContactInputSchema },
    async (ctx, { body, params }) =>
      contactRow(await mailing.addContact(ctx.em, listIdOf(params), body.email, body.name || null)),
  );

  kit.api(
    router,
    'put',
    '/mailing/lists/:id/contacts/:contactId',
    { access: 'publisher', body: mailingContactStateInputSchema },
    async (ctx, { body, params }) =>
      contactRow(
        await mailing.setSubscribed(
          ctx.em,
          listIdOf(params),
          idParam.parse(params.contactId),
          body.isSubscriber,
        ),
      ),
  );

  kit.api(
    router,
    'post',
    '/mailing/lists/:id/preview',
    { access: 'publisher', body: newsletterInputSchema, readOnly: true },
    async (ctx, { body, params }, req): Promise<NewsletterPreview> =>
      sendings.preview(ctx.em, listIdOf(params), body, platform.baseUrl(req)),
  );

  kit.api(
    router,
    'post',
    '/mailing/lists/:id/send',
    { access: 'publisher', body: newsletterInputSchema },
    async (ctx, { body, params }, req) => {
      const sending = await sendings.send(ctx, listIdOf(params), body, platform.baseUrl(req));
      return sendingView(sending, ctx.user?.name ?? null);
    },
  );

  kit.api(router, 'get', '/mailing/lists/:id/sendings', { access: 'publisher' }, async (ctx, { params }) =>
    (await sendings.sendings(ctx.em, listIdOf(params))).map((sending) =>
      sendingView(sending, sending.sentBy?.name ?? null),
    ),
  );
}
