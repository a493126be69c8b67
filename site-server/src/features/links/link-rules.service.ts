/**
 * A link's rules in the back office and on the site's pages (issue 32): reading and saving them
 * (checked by the shared contract, refusals in the staff member's language), the "test a click"
 * preview (the redirect's own `decide`), the expired page's check and the password's.
 */
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import { t, type LangCode, type MessageKey } from '../../../../shared/i18n';
import {
  LINK_PASSWORD_TRIES,
  LINK_PASSWORD_WINDOW_MS,
  linkRulesInputSchema,
  type LinkPreview,
  type LinkPreviewValues,
  type LinkRules,
} from '../../../../shared/links/rules';
import type { LinkUnlockOutcome } from '../../../../shared/links/contract';
import { RateLimitError, ValidationError } from '../../core/errors';
import { AttemptCounter } from '../../core/http/rate-limit';
import type { TransactionRunner } from '../../core/db/transaction';
import { hashPassword, verifyPassword } from '../accounts';
import { passwordSetCookie, passwordTagOf } from './link-rule-cookies';
import { compileRules, decide, outsideLife, targetingOf } from './link-rules';
import type { LinkService } from './link.service';
import { redirectLocation } from './link-url';
import type { TrackedLink } from './tracked-link.entity';

/** Wrong (and right) password tries per client, kept in the database: every process counts the same. */
const passwordTries = new AttemptCounter('links.password', LINK_PASSWORD_TRIES, LINK_PASSWORD_WINDOW_MS);

export function rulesOf(link: TrackedLink): LinkRules {
  return {
    startsAt: link.startsAt?.toISOString() ?? null,
    expiresAt: link.expiresAt?.toISOString() ?? null,
    maxClicks: link.maxClicks,
    fallbackUrl: link.fallbackUrl,
    hasPassword: link.passwordHash !== null,
    targeting: targetingOf(link.targeting),
  };
}

const utmNamesOf = (link: TrackedLink) => ({
  campaign: link.campaign?.name ?? null,
  medium: link.medium?.name ?? null,
  source: link.source?.name ?? null,
});

const compiledOf = (link: TrackedLink) =>
  compileRules(link, utmNamesOf(link), link.passwordHash ? passwordTagOf(link.passwordHash) : null);

/** A zod refusal of the rules, its messages (catalog keys) in the staff member's language. */
function refusal(error: z.ZodError, lang: LangCode): ValidationError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.message.startsWith('links.rules.')
      ? (issue.message as MessageKey)
      : 'links.rules.invalid';
    fields[issue.path.join('.') || '_'] ??= t(lang, key);
  }
  return new ValidationError(Object.values(fields)[0] ?? t(lang, 'links.rules.invalid'), fields);
}

export class LinkRulesService {
  constructor(
    private readonly links: LinkService,
    private readonly transaction: TransactionRunner,
  ) {}

  async get(em: EntityManager, id: number): Promise<LinkRules> {
    return rulesOf(await this.links.get(em, id));
  }

  async update(em: EntityManager, id: number, body: unknown, lang: LangCode): Promise<LinkRules> {
    await this.links.get(em, id); // a missing link is a 404 before its input is judged
    const parsed = linkRulesInputSchema.safeParse(body);
    if (!parsed.success) throw refusal(parsed.error, lang);
    const input = parsed.data;
    const columns: Partial<TrackedLink> = {
      startsAt: input.startsAt ? new Date(input.startsAt) : null,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      maxClicks: input.maxClicks,
      fallbackUrl: input.fallbackUrl,
      targeting:
        input.targeting.device.length +
          input.targeting.country.length +
          input.targeting.language.length +
          input.targeting.split.length >
        0
          ? JSON.stringify(input.targeting)
          : null,
    };
    if (input.removePassword) columns.passwordHash = null;
    else if (input.password !== null) columns.passwordHash = await hashPassword(input.password);
    return rulesOf(await this.links.saveRules(em, id, columns));
  }

  /** "Test a click": where a visitor like this goes now, by the redirect's own rules (the password taken as given). */
  async preview(
    em: EntityManager,
    id: number,
    input: LinkPreviewValues,
    now = Date.now(),
  ): Promise<LinkPreview> {
    const link = await this.links.get(em, id);
    const own = redirectLocation(link.url, utmNamesOf(link));
    const rules = compiledOf(link);
    if (rules === null) return { outcome: 'redirect', url: own, rule: null, variant: null };
    const visitor = {
      device: input.device,
      country: input.country,
      language: input.language?.toLowerCase().split('-')[0] ?? null,
      unlocked: true,
      variant: null,
    };
    // A new visitor's place in the split is drawn by weight: the preview names no single destination.
    const decision = decide(rules, visitor, now, () => 0, link.clickCount);
    if (decision.kind !== 'redirect')
      return { outcome: 'expired', url: null, rule: 'lifetime', variant: null };
    const outcome = rules.passwordTag !== null && decision.rule !== 'lifetime' ? 'password' : 'redirect';
    if (decision.rule === 'split' && decision.assign)
      return { outcome, url: null, rule: 'split', variant: null };
    return { outcome, url: decision.location ?? own, rule: decision.rule, variant: decision.variant };
  }

  /** Whether the link is outside its life now: before its start, after its expiry, or at its click cap. */
  async expired(em: EntityManager, code: string, now = Date.now()): Promise<boolean> {
    const link = await this.links.byCode(em, code);
    if (!link) return false;
    const rules = compiledOf(link);
    if (rules === null) return false;
    return outsideLife(rules, now) || (link.maxClicks !== null && link.clickCount >= link.maxClicks);
  }

  async asksPassword(em: EntityManager, code: string): Promise<boolean> {
    const link = await this.links.byCode(em, code);
    return link?.passwordHash != null;
  }

  /**
   * Checks a password, the client's try counted first in its own short transaction (a refused client
   * learns nothing of the password; the slow hash is checked outside any transaction).
   */
  async unlock(
    read: EntityManager,
    code: string,
    password: string,
    client: string,
    cookie: { secret: string; secure: boolean },
  ): Promise<LinkUnlockOutcome | null> {
    const link = await this.links.byCode(read, code);
    if (!link?.passwordHash) return null;
    try {
      await this.transaction((em) => passwordTries.hit(em, client), { changesPages: false });
    } catch (error) {
      if (error instanceof RateLimitError) return { ok: false, reason: 'tooMany' };
      throw error;
    }
    if (!(await verifyPassword(link.passwordHash, password))) return { ok: false, reason: 'wrong' };
    const passwordTag = passwordTagOf(link.passwordHash);
    return { ok: true, setCookie: passwordSetCookie({ id: link.id, code: link.code, passwordTag }, cookie) };
  }
}
