import type { Request, RequestHandler, Router } from 'express';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { EntityManager } from 'typeorm';
import {
  getContentParams,
  isSubscriberParams,
  mailingMessages,
  NEWSLETTER_NOTICE_LIST_PARAM,
  NEWSLETTER_NOTICE_PARAM,
  subscribeParams,
  SUBSCRIBE_LIMIT_PER_MINUTE,
  type IsSubscriberResult,
  type PopupContentResult,
  type SubscribeResult,
} from '../../../../shared/newsletter/contract';
import {
  isLangCode,
  splitLangPrefix,
  languages,
  t,
  underLangPrefix,
  type LangCode,
} from '../../../../shared/i18n';
import { PopupContent } from './site/popup-content';
import type { TransactionRunner } from '../../core/db/transaction';
import { rateLimit } from '../../core/http/rate-limit';
import type { Platform } from '../../platform';
import type { UnsubscribeLink } from './contact-links';
import { emailError, type MailingService } from './mailing.service';
import { idFrom, storableText } from '../../../../shared/api/numeric';
import { subscriberEmailOf, giveSubscriberCookie } from './newsletter-cookie';
import type { NewsletterSendingService } from './newsletter-sending.service';

export interface NewsletterDeps {
  platform: Platform;
  mailing: MailingService;
  sendings: NewsletterSendingService;
  /** Subscriptions per IP address: shared by the JSON call and the site's form post. */
  subscribeLimiter: RequestHandler;
}

export const subscribeLimiter = (transaction: TransactionRunner): RequestHandler =>
  rateLimit(transaction, {
    name: 'newsletter.subscriptions',
    windowMs: 60_000,
    limit: SUBSCRIBE_LIMIT_PER_MINUTE,
    message: mailingMessages.tooMany,
  });

/** The address is_subscriber is about: the signed-in user's, else the one this browser subscribed with. */
export function visitorEmail(req: Request, secret: string): string {
  return req.vitrine.user?.email ?? subscriberEmailOf(req, secret) ?? '';
}

/** The language of the page a call comes from (its path prefix), else the user's, else the site's. */
export async function pageLang(req: Request, em: EntityManager, platform: Platform): Promise<LangCode> {
  const referer = req.get('referer');
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.host === req.get('host')) {
        const { urlCode } = splitLangPrefix(url.pathname);
        const lang = languages.find((language) => language.urlCode === urlCode && urlCode !== '');
        if (lang) return lang.code;
      }
    } catch {
      // an unreadable referer says nothing
    }
  }
  const own = req.vitrine.user?.lang;
  if (own && isLangCode(own)) return own;
  const site = (await platform.company.siteCompany(em)).defaultLang;
  return isLangCode(site) ? site : 'en_US';
}

/** The list_id, email and token of a link of a contact's mails, or null when one is missing. */
function mailLinkOf(query: Request['query']): UnsubscribeLink | null {
  const listId = idFrom(query.list_id);
  const email = storableText(query.email, 320);
  const token = storableText(query.token, 200);
  return listId && email && token ? { listId, email, token } : null;
}

/** The spec's calls of the subscribe block and the popup (SPEC §7), all public. */
export function newsletterRoutes(router: Router, deps: NewsletterDeps) {
  const { platform, mailing } = deps;
  const { kit } = platform;
  const secret = platform.config.sessionSecret;

  // The block's form post without JavaScript (a page of the site) counts against the same limit.
  router.post(underLangPrefix('/newsletter/subscribe(?:\\.data)?'), deps.subscribeLimiter);

  kit.rpc(
    router,
    '/website_mass_mailing/is_subscriber',
    isSubscriberParams,
    async (ctx, params, req): Promise<IsSubscriberResult> => {
      await mailing.publicList(ctx.em, params.list_id);
      const email = visitorEmail(req, secret);
      return { is_subscriber: await mailing.isSubscriber(ctx.em, params.list_id, email), email };
    },
    { readOnly: true },
  );

  kit.rpc(
    router,
    '/website_mass_mailing/subscribe',
    subscribeParams,
    async (ctx, params, req, res): Promise<SubscribeResult> => {
      const list = await mailing.publicList(ctx.em, params.list_id);
      const lang = await pageLang(req, ctx.em, platform);
      const outcome = await mailing.subscribe(ctx, list, params.email, {
        lang,
        baseUrl: platform.publicUrl(),
        ownAddress: ctx.user?.email ?? null,
      });
      // The provider's English refusal (SPEC §5): the subscribe block translates it itself.
      if (!outcome.ok) throw emailError(outcome.problem);
      if (outcome.pending)
        return { is_subscriber: false, email: outcome.email, message: t(lang, 'newsletter.confirmSent') };
      giveSubscriberCookie(req, res, secret, outcome.email);
      return { is_subscriber: true, email: outcome.email, message: t(lang, 'newsletter.subscribed') };
    },
    { before: [deps.subscribeLimiter] },
  );

  // The confirmation mail's link (double opt-in): subscribes, then shows the list's page with the outcome.
  router.get(underLangPrefix('/newsletter/confirm'), async (req, res) => {
    const link = mailLinkOf(req.query);
    const contact = link
      ? await platform.transaction((em) => mailing.confirm(em, link, platform.publicUrl()))
      : null;
    if (contact) giveSubscriberCookie(req, res, secret, contact.email);
    const { urlCode } = splitLangPrefix(req.path);
    const page = new URLSearchParams({
      list_id: String(link?.listId ?? ''),
      [NEWSLETTER_NOTICE_LIST_PARAM]: String(link?.listId ?? ''),
      [NEWSLETTER_NOTICE_PARAM]: contact ? 'confirmed' : 'confirm_invalid',
    });
    res
      .set('Cache-Control', 'no-store')
      .redirect(303, `${urlCode ? `/${urlCode}` : ''}/newsletter/subscribe?${page}`);
  });

  // RFC 8058 one-click unsubscribe: the mail client POSTs "List-Unsubscribe=One-Click" to the
  // List-Unsubscribe address; the signed link is the authority, there is no page and no cookie.
  router.post('/mailing/unsubscribe/one-click', async (req, res) => {
    req.resume();
    const link = mailLinkOf(req.query);
    const done = link
      ? await platform.transaction(async (em) => {
          const contact = await mailing.contactOfLink(em, link);
          if (contact) await mailing.unsubscribe(em, contact);
          return contact !== null;
        })
      : false;
    res
      .status(done ? 200 : 403)
      .type('text/plain')
      .send(done ? 'Unsubscribed.' : 'This link is not valid.');
  });

  kit.rpc(
    router,
    '/website_mass_mailing/get_content',
    getContentParams,
    async (ctx, params, req): Promise<PopupContentResult> => {
      const list = await mailing.publicList(ctx.em, params.newsletter_id);
      const lang = await pageLang(req, ctx.em, platform);
      const email = visitorEmail(req, secret);
      return {
        content: renderToStaticMarkup(createElement(PopupContent, mailing.popupTexts(list, lang))),
        email,
        redirect_url: list.redirectUrl ?? '',
        is_subscriber: await mailing.isSubscriber(ctx.em, list.id, email),
      };
    },
    { readOnly: true },
  );
}
