/**
 * The redirect of a link with rules (issue 32), for the fast path and Express's miss route alike:
 * the visitor as the rules see them (device, country, language and the link's cookies, read only
 * when a rule needs them), the decision (link-rules.ts) and the answer's headers. The click itself
 * is the writer's, which also applies the click cap in the database (click-cap.ts).
 */
import type { IncomingMessage } from 'node:http';
import { randomInt } from 'node:crypto';
import type { LinkClickRule } from '../../../../shared/links/rules';
import type { Platform } from '../../platform';
import type { CachedLink } from './link-cache';
import { remembersPassword, variantOf, variantSetCookie } from './link-rule-cookies';
import { decide, firstLanguageOf, targetDeviceOf, type CompiledRules, type RuleVisitor } from './link-rules';
import type { redirectAnswers } from './redirect-answer';
import { touchSetCookie } from './touch-cookie';

/** The "This link has expired" page (410) a link outside its life without a fallback sends to. */
export const expiredPagePath = (code: string) => `/r/${code}/expired`;
/** The page asking for a link's password. */
export const passwordPagePath = (code: string) => `/r/${code}/password`;

export type RuledLink = CachedLink & { rules: CompiledRules };

/** A ruled redirect's answer: its headers (flat, for writeHead), and the click to record (none when asked for the password). */
export interface RuledAnswer {
  headers: string[];
  click: null | {
    variant: number | null;
    rule: LinkClickRule | null;
    /** The link's cap, and the answer once it is reached (the click writer decides which). */
    cap?: number;
    capHeaders?: string[];
  };
}

type RulePlatform = Pick<Platform, 'publicUrl' | 'config' | 'geo' | 'clientAddress'>;

export function ruledRedirects(platform: RulePlatform, headersOf: ReturnType<typeof redirectAnswers>) {
  /** Device per user agent: few distinct agents, and the bot patterns are a long regex. */
  const devices = new Map<string, RuleVisitor['device']>();
  const deviceOf = (userAgent: string | undefined) => {
    const key = userAgent ?? '';
    let device = devices.get(key);
    if (device === undefined) {
      device = targetDeviceOf(userAgent);
      if (devices.size >= 5_000) devices.clear();
      devices.set(key, device);
    }
    return device;
  };

  /** The headers of a redirect to `location` (null: the link's own answer, leaving page included). */
  const headersTo = (link: CachedLink, code: string, req: IncomingMessage, location: string | null) => {
    if (location === null) return Object.entries(headersOf(link, code, req)).flat();
    const headers = ['location', location, 'cache-control', 'no-store', 'content-length', '0'];
    // A destination on this site remembers the link in the visitor's touch cookie, as the link's own target does.
    const origin = platform.publicUrl();
    if (location === origin || location.startsWith(`${origin}/`))
      headers.push(
        'set-cookie',
        touchSetCookie(req.headers.cookie, link.id, {
          secret: platform.config.sessionSecret,
          secure: origin.startsWith('https:'),
        }),
      );
    return headers;
  };

  const lifetimeHeaders = (link: RuledLink, code: string, req: IncomingMessage) =>
    headersTo(link, code, req, link.rules.fallback ?? expiredPagePath(code));

  return function ruledAnswer(link: RuledLink, code: string, req: IncomingMessage, now: number): RuledAnswer {
    const { rules } = link;
    const secret = platform.config.sessionSecret;
    const cookie = req.headers.cookie;
    const userAgent = req.headers['user-agent'];
    const languageHeader = req.headers['accept-language'];
    const visitor: RuleVisitor = {
      device: rules.device !== null || rules.split !== null ? deviceOf(userAgent) : 'other',
      country: rules.country !== null ? platform.geo.countryOf(platform.clientAddress(req)) : null,
      language: rules.language !== null ? firstLanguageOf(languageHeader) : null,
      unlocked:
        rules.passwordTag !== null &&
        remembersPassword(cookie, { id: link.id, passwordTag: rules.passwordTag }, secret, now),
      variant: rules.split !== null ? variantOf(cookie, link.id, secret) : null,
    };
    const decision = decide(rules, visitor, now, () => randomInt(100));
    if (decision.kind === 'password')
      return { headers: headersTo(link, code, req, passwordPagePath(code)), click: null };
    if (decision.kind === 'expired')
      return { headers: lifetimeHeaders(link, code, req), click: { variant: null, rule: 'lifetime' } };
    const headers = headersTo(link, code, req, decision.location);
    if (decision.assign && decision.variant !== null)
      headers.push(
        'set-cookie',
        variantSetCookie({ id: link.id, code }, decision.variant, {
          secret,
          secure: platform.publicUrl().startsWith('https:'),
        }),
      );
    const click: NonNullable<RuledAnswer['click']> = { variant: decision.variant, rule: decision.rule };
    if (rules.maxClicks !== null && decision.rule !== 'lifetime') {
      click.cap = rules.maxClicks;
      click.capHeaders = lifetimeHeaders(link, code, req);
    }
    return { headers, click };
  };
}
