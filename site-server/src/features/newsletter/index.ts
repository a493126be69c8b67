import type { Request } from 'express';
import type { EntityManager } from 'typeorm';
import {
  emailProblemKeys,
  emailProblems,
  mailingMessages,
  NEWSLETTER_NOTICE_LIST_PARAM,
  NEWSLETTER_NOTICE_PARAM,
  newsletterNotices,
  type NewsletterNotice,
  type NewsletterSiteContext,
  type UnsubscribeView,
} from '../../../../shared/newsletter/contract';
import { isLangCode, t } from '../../../../shared/i18n';
import type { SiteContext } from '../../core/site/context';
import { MissingError, ValidationError } from '../../core/errors';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { DEMO_CONTACT, removeDemoContacts, seedNewsletterDemo } from './demo';
import type { UnsubscribeLink } from './contact-links';
import { MailingService } from './mailing.service';
import { MailingList } from './mailing-list.entity';
import type { MailingContact } from './mailing-contact.entity';
import { giveSubscriberCookie } from './newsletter-cookie';
import { NewsletterSendingService } from './newsletter-sending.service';
import { newsletterAdminRoutes } from './newsletter.admin.routes';
import { jsonpRoutes } from './jsonp.routes';
import { newsletterRoutes, subscribeLimiter, type NewsletterDeps } from './newsletter.routes';

import { newsletterEntities } from './entities';
export { MailingService } from './mailing.service';

/** What other features use of the newsletter. */
export interface NewsletterExports {
  /** The address unsubscribed from one of the shop's newsletters: the shop's other reminders skip it. */
  optedOut(em: EntityManager, email: string): Promise<boolean>;
}

/** The no-JavaScript form's outcome for `listId`, from the page's query string. */
function noticeOf(req: Request, listId: number): NewsletterNotice | null {
  if (req.query[NEWSLETTER_NOTICE_LIST_PARAM] !== String(listId)) return null;
  const notice = req.query[NEWSLETTER_NOTICE_PARAM];
  const known = newsletterNotices.find((name) => name === notice);
  if (known) return known;
  return emailProblems.find((problem) => problem === notice) ?? null;
}

/** Newsletters: mailing lists, subscriptions (block, popup, forms), unsubscribe links, sending. */
function createNewsletterModule(platform: Platform): FeatureModule<NewsletterExports> {
  const mailing = new MailingService(platform.mail, platform.stats);
  const sendings = new NewsletterSendingService(mailing, platform.mail);
  const deps: NewsletterDeps = {
    platform,
    mailing,
    sendings,
    subscribeLimiter: subscribeLimiter(platform.transaction),
  };

  platform.formTargets.register('mailing.contact', {
    label: 'Subscribe to a newsletter',
    knownFields: ['email', 'name', 'list_id'],
    async submit(ctx, submission) {
      const text = (name: string) => {
        const value = submission.values[name];
        return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
      };
      const listId = Number(text('list_id'));
      if (!Number.isInteger(listId) || listId < 1)
        throw new ValidationError(mailingMessages.listIdMissing, { list_id: mailingMessages.listIdMissing });
      const list = await mailing.publicList(ctx.em, listId);
      const lang = isLangCode(ctx.lang) ? ctx.lang : 'en_US';
      const outcome = await mailing.subscribe(ctx, list, text('email'), {
        name: text('name').slice(0, 200) || null,
        lang,
        baseUrl: submission.baseUrl,
        ownAddress: ctx.user?.email ?? null,
      });
      if (!outcome.ok) {
        // Shown on the form's email field, so in the page's language (the JSON-RPC call answers the
        // provider's English texts, which the subscribe block translates itself).
        const message = t(lang, emailProblemKeys[outcome.problem]);
        throw new ValidationError(message, { email: message });
      }
      return outcome.contact.id;
    },
  });

  platform.records.register('mailing.list', {
    async find(em, id) {
      const list = await em.getRepository(MailingList).findOneBy({ id });
      return list ? { id, name: list.name, path: null, published: list.isPublic } : null;
    },
  });

  platform.demo.removes(DEMO_CONTACT, removeDemoContacts);
  return {
    name: 'newsletter',
    exports: { optedOut: (em, email) => mailing.optedOut(em, email) },
    siteRoutes(router) {
      newsletterRoutes(router, deps);
      jsonpRoutes(router, deps);
    },
    adminRoutes: (router) => newsletterAdminRoutes(router, deps),
    seedDemo: (em) => seedNewsletterDemo(em, platform.demo),

    siteContext(req, site: SiteContext) {
      const read = platform.dataSource.manager;
      const baseUrl = platform.publicUrl();

      const linkedContact = async (
        em: typeof read,
        link: UnsubscribeLink,
      ): Promise<{ contact: MailingContact; listName: string } | null> => {
        const contact = await mailing.contactOfLink(em, link);
        if (!contact) return null;
        return { contact, listName: (await mailing.list(em, contact.listId)).name };
      };
      const view = (found: { contact: MailingContact; listName: string }): UnsubscribeView => ({
        ok: true,
        listName: found.listName,
        email: found.contact.email,
        isSubscriber: found.contact.isSubscriber,
      });

      const part: NewsletterSiteContext = {
        async block(listId) {
          const list = await mailing.publicList(read, listId).catch((error: unknown) => {
            if (error instanceof MissingError) return null;
            throw error;
          });
          if (!list) return null;
          // Only a signed-in user's state is rendered: visitors' pages may be shared by the page cache.
          const email = site.user?.email ?? '';
          return {
            listId,
            listName: list.name,
            isSubscriber: email ? await mailing.isSubscriber(read, listId, email) : false,
            email,
            notice: noticeOf(req, listId),
          };
        },

        async defaultListId() {
          return (await mailing.firstPublicList(read))?.id ?? null;
        },

        async subscribe(listId, email) {
          return platform.transaction(async (em) => {
            const list = await mailing.publicList(em, listId).catch(() => null);
            if (!list) return { ok: false, problem: 'list_missing' } as const;
            const outcome = await mailing.subscribe({ em }, list, email, {
              lang: site.lang,
              baseUrl,
              ownAddress: site.user?.email ?? null,
            });
            if (!outcome.ok) return outcome;
            // The browser remembers the address once it is subscribed, not while it waits.
            if (req.res && !outcome.pending)
              giveSubscriberCookie(req, req.res, platform.config.sessionSecret, outcome.email);
            return { ok: true, pending: outcome.pending } as const;
          });
        },

        async unsubscribe(link) {
          return platform.transaction(async (em) => {
            const found = await linkedContact(em, link);
            if (!found) return { ok: false };
            await mailing.unsubscribe(em, found.contact);
            return view(found);
          });
        },

        async status(link) {
          const found = await linkedContact(read, link);
          return found ? view(found) : { ok: false };
        },

        async resubscribe(link) {
          return platform.transaction(async (em) => {
            const found = await linkedContact(em, link);
            if (!found) return { ok: false };
            const list = await mailing.list(em, found.contact.listId);
            const { contact } = await mailing.subscribeAddress({ em }, list, found.contact.email, {
              lang: site.lang,
              baseUrl,
            });
            return view({ contact, listName: list.name });
          });
        },
      };
      return { newsletter: part };
    },
  };
}

export const newsletterFeature = defineFeature({
  name: 'newsletter',
  entities: newsletterEntities,
  create: createNewsletterModule,
});
