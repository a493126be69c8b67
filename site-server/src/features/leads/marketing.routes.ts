import express, { type Request, type Response, type Router } from 'express';
import { FORM_MODEL_LEAD } from '../../../../shared/leads/contract';
import {
  CONTACT_OK,
  CONTACT_POST_PATH,
  DEMO_REQUEST_PATH,
  LEAD_POST_PATH,
  marketingMessages as messages,
  OTP_CHECK_PATH,
  OTP_OK,
  OTP_VERIFY_PATH,
  THANK_YOU_PATH,
} from '../../../../shared/leads/marketing';
import { RateLimitError, ValidationError } from '../../core/errors';
import { requireCsrfToken } from '../../core/http/csrf';
import { formCsrfCheck, postedFields } from '../../core/http/form-csrf';
import { AttemptCounter, clientKey, rateLimit } from '../../core/http/rate-limit';
import { safeRedirect } from '../../core/site/safe-redirect';
import type { Platform } from '../../platform';
import { touchOf, utmOf } from '../links';
import type { CodeCheck, LeadOrigin, MarketingLeads, PostedValues } from './marketing-leads';

/** Requests each client may make per window: a lead or contact post, a code asked, a code tried. */
const POSTS_PER_10_MIN = 10;
const CODES_PER_ADDRESS_PER_10_MIN = 3;
const CODE_TRIES_PER_10_MIN = 20;
const TEN_MINUTES = 10 * 60 * 1000;

const wrongCode: Record<Exclude<CodeCheck, 'ok'>, string> = {
  wrong: messages.otpWrong,
  expired: messages.otpExpired,
  tooMany: messages.otpTooMany,
};

/** A form posted without JavaScript asks for a page; the blocks' scripts ask for JSON. */
const wantsPage = (req: Request) => req.accepts(['json', 'html']) === 'html';

/**
 * A form's, query's or JSON body's fields as one object (repeated names: the first). Texts are kept,
 * and the JSON body's booleans (SPEC §3: sale, scm and supply are booleans) and numbers; nothing else.
 */
function valuesOf(entries: Iterable<[string, unknown]>): PostedValues {
  const values: PostedValues = {};
  for (const [name, value] of entries) {
    if (name in values) continue;
    if (typeof value === 'string' || typeof value === 'boolean') values[name] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) values[name] = String(value);
  }
  return values;
}

/**
 * The marketing blocks' calls (SPEC §7): the lead form, the demo request's code (ask, check,
 * verify) and the contact form. Form posts carry the page's csrf_token; the demo calls carry it in
 * the query or the JSON body (a GET that mails and a text/plain POST are otherwise open to any site).
 */
export function marketingRoutes(router: Router, deps: { platform: Platform; leads: MarketingLeads }) {
  const { platform, leads } = deps;
  const { config } = platform;
  const checkForm = formCsrfCheck({ secret: config.sessionSecret, maxBodyBytes: config.maxBodyBytes });
  const perClient = (name: string, limit: number) =>
    rateLimit(platform.transaction, {
      name: `leads.${name}`,
      windowMs: TEN_MINUTES,
      limit,
      key: (req) => clientKey(req.ip),
      message: messages.tooMany,
    });
  const leadPosts = perClient('lead-posts', POSTS_PER_10_MIN);
  const codeRequests = perClient('code-requests', POSTS_PER_10_MIN);
  const codeChecks = perClient('code-checks', CODE_TRIES_PER_10_MIN);
  const codeVerifications = perClient('code-verifications', CODE_TRIES_PER_10_MIN);
  const contactPosts = perClient('contact-posts', POSTS_PER_10_MIN);
  const codesPerAddress = new AttemptCounter(
    'leads.codes-per-address',
    CODES_PER_ADDRESS_PER_10_MIN,
    TEN_MINUTES,
  );
  const jsonText = express.text({ type: () => true, limit: 16 * 1024 });

  const originOf = (req: Request, values: PostedValues): LeadOrigin => ({
    ip: req.ip ?? null,
    countryCode: platform.geo.countryOf(req.ip),
    utm: utmOf(req),
    touch: touchOf(req, config.sessionSecret),
    lang: typeof values.lang === 'string' ? values.lang : 'en_US',
  });
  /** The JSON text body of the OTP calls, with its csrf_token checked. */
  const jsonValues = (req: Request): PostedValues => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(typeof req.body === 'string' ? req.body : '');
    } catch {
      throw new ValidationError('The request is not valid JSON.');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new ValidationError('The request is not valid JSON.');
    const values = valuesOf(Object.entries(parsed));
    requireCsrfToken(req, config.sessionSecret, values.csrf_token);
    return values;
  };
  const answerText = (res: Response, status: number, text: string) =>
    res.status(status).type('text/plain; charset=utf-8').send(text);

  router.post(`${LEAD_POST_PATH}/:model`, leadPosts, checkForm, async (req, res) => {
    if (req.params.model !== FORM_MODEL_LEAD) {
      res.status(404).json({ error: 'Leads are made for crm.lead only.' });
      return;
    }
    const values = valuesOf(await postedFields(req));
    // The server knows the address better than the page does (a form posted without JavaScript has none).
    values.ip_address = (typeof values.ip_address === 'string' && values.ip_address.trim()) || req.ip || '';
    try {
      const lead = await platform.transaction((em) => leads.lead(em, values, originOf(req, values)));
      // A form posted without JavaScript goes on to the thank-you page; the block reads the JSON.
      if (wantsPage(req))
        res.redirect(303, safeRedirect(values.return_url as string | undefined, THANK_YOU_PATH));
      else res.json({ id: lead.id });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      if (wantsPage(req)) answerText(res, 400, `${messages.leadEmailTitle} ${error.message}`);
      else res.status(400).json({ error: error.message, title: messages.leadEmailTitle });
    }
  });

  router.get(DEMO_REQUEST_PATH, codeRequests, async (req, res) => {
    const values = valuesOf(Object.entries(req.query));
    requireCsrfToken(req, config.sessionSecret, values.csrf_token);
    try {
      const email = typeof values.email === 'string' ? values.email.trim().toLowerCase() : '';
      await platform.transaction(async (em) => {
        // Counted with the code's mail: both are kept, or neither.
        if (email) await codesPerAddress.hit(em, email);
        await leads.requestCode(em, values, originOf(req, values));
      });
      res.set('Cache-Control', 'no-store').json(true);
    } catch (error) {
      if (error instanceof ValidationError) res.status(400).json({ error: error.message });
      else if (error instanceof RateLimitError) res.status(429).json({ error: messages.tooMany });
      else throw error;
    }
  });

  router.post(OTP_CHECK_PATH, codeChecks, jsonText, async (req, res) => {
    const values = jsonValues(req);
    const check = await platform.transaction((em) => leads.checkCode(em, values, false));
    if (check === 'ok') answerText(res, 200, OTP_OK);
    else answerText(res, 400, wrongCode[check]);
  });

  router.post(OTP_VERIFY_PATH, codeVerifications, jsonText, async (req, res) => {
    const values = jsonValues(req);
    try {
      const made = await platform.transaction((em) => leads.verifyDemo(em, values, originOf(req, values)));
      if (typeof made === 'string') answerText(res, 400, wrongCode[made as Exclude<CodeCheck, 'ok'>]);
      else answerText(res, 200, OTP_OK);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      answerText(res, 400, error.message);
    }
  });

  router.post(CONTACT_POST_PATH, contactPosts, checkForm, async (req, res) => {
    const values = valuesOf(await postedFields(req));
    try {
      await platform.transaction((em) => leads.contact(em, values, originOf(req, values)));
      answerText(res, 200, CONTACT_OK);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      answerText(res, 400, error.message);
    }
  });
}
