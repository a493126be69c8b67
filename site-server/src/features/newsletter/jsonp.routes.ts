import type { RequestHandler, Response, Router } from 'express';
import {
  JSONP_CALLBACK,
  JSONP_SUBSCRIBE_PATH,
  jsonpErrorMessage,
  mailingMessages,
} from '../../../../shared/newsletter/contract';
import { idFrom } from '../../../../shared/api/numeric';
import { languages, t } from '../../../../shared/i18n';
import { safeRedirect } from '../../core/site/safe-redirect';
import type { Platform } from '../../platform';
import type { MailingService } from './mailing.service';
import { pageLang } from './newsletter.routes';

/** The answer of the mailing-list provider's JSONP subscribe call: result and msg. */
interface JsonpAnswer {
  result: 'success' | 'error';
  msg: string;
}

function answerJsonp(res: Response, callback: string, answer: JsonpAnswer) {
  // JSON.stringify escapes quotes and control characters; < and U+2028/9 are escaped too, so the
  // text cannot close a script element or break the line it sits on.
  const json = JSON.stringify(answer)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  res
    .status(200)
    .type('application/javascript; charset=utf-8')
    .set('Cache-Control', 'no-store')
    .set('X-Content-Type-Options', 'nosniff')
    .send(`/**/${callback}(${json});`);
}

/**
 * GET /subscribe/post-json?id={list}&EMAIL={address}&c={callback} (SPEC §7, the marketing newsletter):
 * the mailing-list provider's JSONP call, answered by Vitrine's own lists with double opt-in. The
 * answer is `callback({result, msg})`: success says the confirmation mail is sent; an error's msg is
 * SPEC §5's provider text, prefixed by a numeric code and ' - '. A callback that is not a plain
 * identifier is refused as plain JSON (no script runs). Like the provider's, the call is cross-site by
 * design: it only sends a confirmation mail, and is rate-limited per address. Without any callback it
 * is no JSONP call but a browser's visit (a link, a form sent without JavaScript): it goes to the
 * newsletter's page, whose form subscribes with its csrf_token (this GET changes nothing).
 */
export function jsonpRoutes(
  router: Router,
  deps: { platform: Platform; mailing: MailingService; subscribeLimiter: RequestHandler },
) {
  const { platform, mailing } = deps;
  router.get(JSONP_SUBSCRIBE_PATH, deps.subscribeLimiter, async (req, res) => {
    if (req.query.c === undefined) {
      const lang = await pageLang(req, platform.dataSource.manager, platform);
      const urlCode = languages.find((language) => language.code === lang)?.urlCode ?? '';
      const listId = idFrom(req.query.id);
      const page = `${urlCode ? `/${urlCode}` : ''}/newsletter/subscribe${listId ? `?list_id=${listId}` : ''}`;
      res.set('Cache-Control', 'no-store').redirect(303, safeRedirect(page));
      return;
    }
    const callback = typeof req.query.c === 'string' ? req.query.c : '';
    if (!JSONP_CALLBACK.test(callback)) {
      res.status(400).json({ result: 'error', msg: 'The callback must be a JavaScript name.' });
      return;
    }
    const listId = Number(req.query.id);
    const email = typeof req.query.EMAIL === 'string' ? req.query.EMAIL : '';
    const answer = await platform.transaction(async (em): Promise<JsonpAnswer> => {
      const list =
        Number.isInteger(listId) && listId > 0
          ? await mailing.publicList(em, listId).catch(() => null)
          : null;
      if (!list)
        return { result: 'error', msg: jsonpErrorMessage('listMissing', mailingMessages.listMissing) };
      const lang = await pageLang(req, em, platform);
      const outcome = await mailing.subscribe({ em }, list, email, {
        lang,
        baseUrl: platform.publicUrl(),
        ownAddress: req.vitrine.user?.email ?? null,
      });
      if (!outcome.ok)
        return { result: 'error', msg: jsonpErrorMessage(outcome.problem, mailingMessages[outcome.problem]) };
      return {
        result: 'success',
        msg: t(lang, outcome.pending ? 'newsletter.confirmSent' : 'newsletter.subscribed'),
      };
    });
    answerJsonp(res, callback, answer);
  });
}
