/**
 * A link's rules, compiled once per cached link and evaluated on its redirect (issue 32). One order,
 * first match wins: lifetime → password → device → country → language → split (LINK_RULE_ORDER).
 * The back office's "test a click" preview answers with this same `decide`. Links without rules have
 * no compiled rules at all: their redirect never comes here.
 */
import { isbot } from 'isbot';
import {
  linkTargetingSchema,
  type LinkClickRule,
  type LinkTargeting,
  type TargetDevice,
} from '../../../../shared/links/rules';
import { deviceOf, redirectLocation, type UtmNames } from './link-url';

/** What the redirect keeps of a link's rules, ready to match. */
export interface CompiledRules {
  startsAt: number | null;
  expiresAt: number | null;
  maxClicks: number | null;
  /** The fallback's finished location (UTM values merged), null: the expired page. */
  fallback: string | null;
  /** A short fingerprint of the password's hash (null: no password): a changed password forgets the remembered ones. */
  passwordTag: string | null;
  device: ReadonlyMap<TargetDevice, string> | null;
  country: ReadonlyMap<string, string> | null;
  language: ReadonlyMap<string, string> | null;
  /** The split's finished locations and the cumulative weights (out of 100); null: no split. */
  split: { locations: readonly string[]; upTo: readonly number[] } | null;
}

/** The visitor as the rules see them. */
export interface RuleVisitor {
  device: TargetDevice | 'bot' | 'other';
  country: string | null;
  /** The browser's first language (primary subtag, lower case), null when it sends none. */
  language: string | null;
  /** A valid remembered password for this link. */
  unlocked: boolean;
  /** The split destination this visitor already has (their cookie), null: none yet. */
  variant: number | null;
}

export type RuleDecision =
  /** Outside its life, no fallback: the "This link has expired" page. */
  | { kind: 'expired' }
  /** Asks for the password first. */
  | { kind: 'password' }
  /**
   * To `location` (null: the link's own target), chosen by `rule` (null: none); `variant` is the
   * split's destination, `assign` true when the visitor is new to the split (their cookie is set).
   */
  | {
      kind: 'redirect';
      location: string | null;
      rule: LinkClickRule | null;
      variant: number | null;
      assign: boolean;
    };

/** The stored columns of a link's rules. */
export interface StoredRules {
  startsAt: Date | null;
  expiresAt: Date | null;
  maxClicks: number | null;
  fallbackUrl: string | null;
  passwordHash: string | null;
  targeting: string | null;
}

/** The targeting stored as JSON, read back (an unreadable value counts as none). */
export function targetingOf(json: string | null): LinkTargeting {
  const empty: LinkTargeting = { device: [], country: [], language: [], split: [] };
  if (!json) return empty;
  try {
    const parsed = linkTargetingSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : empty;
  } catch {
    return empty;
  }
}

const hasTargeting = (targeting: LinkTargeting) =>
  targeting.device.length + targeting.country.length + targeting.language.length + targeting.split.length > 0;

/** Compiles a link's rules for the cache; null when it has none (its redirect skips this module). */
export function compileRules(
  stored: StoredRules,
  utm: UtmNames,
  passwordTag: string | null,
): CompiledRules | null {
  const targeting = targetingOf(stored.targeting);
  if (
    stored.startsAt === null &&
    stored.expiresAt === null &&
    stored.maxClicks === null &&
    stored.passwordHash === null &&
    !hasTargeting(targeting)
  )
    return null;
  const locate = (url: string) => redirectLocation(url, utm);
  // First rule naming a value wins: later ones never see it.
  const firstWins = <K>(entries: Array<[K, string]>) => {
    const map = new Map<K, string>();
    for (const [key, url] of entries) if (!map.has(key)) map.set(key, locate(url));
    return map.size > 0 ? map : null;
  };
  let total = 0;
  return {
    startsAt: stored.startsAt?.getTime() ?? null,
    expiresAt: stored.expiresAt?.getTime() ?? null,
    maxClicks: stored.maxClicks,
    fallback: stored.fallbackUrl ? locate(stored.fallbackUrl) : null,
    passwordTag: stored.passwordHash ? passwordTag : null,
    device: firstWins(targeting.device.map(({ device, url }) => [device, url])),
    country: firstWins(
      targeting.country.flatMap(({ countries, url }) => countries.map((c) => [c, url] as [string, string])),
    ),
    language: firstWins(
      targeting.language.flatMap(({ languages, url }) => languages.map((l) => [l, url] as [string, string])),
    ),
    split:
      targeting.split.length > 1
        ? {
            locations: targeting.split.map(({ url }) => locate(url)),
            upTo: targeting.split.map(({ weight }) => (total += weight)),
          }
        : null,
  };
}

/** Whether the link is outside its start and expiry at `now` (the click cap is the database's: click-writer.ts). */
export const outsideLife = (rules: CompiledRules, now: number) =>
  (rules.startsAt !== null && now < rules.startsAt) || (rules.expiresAt !== null && now >= rules.expiresAt);

/** The split destination of a bucket from 0 to 99: destination i takes its weight's share of buckets. */
export function variantOfBucket(upTo: readonly number[], bucket: number): number {
  for (let i = 0; i < upTo.length; i++) if (bucket < upTo[i]!) return i;
  return upTo.length - 1;
}

/**
 * Where a visitor goes, in the documented order. `clicksSoFar` is the link's human clicks when the
 * caller knows them (the preview); the redirect leaves the cap to the click writer, which counts
 * in the database. `bucket` draws a new visitor's place in the split (0–99).
 */
export function decide(
  rules: CompiledRules,
  visitor: RuleVisitor,
  now: number,
  bucket: () => number,
  clicksSoFar: number | null = null,
): RuleDecision {
  if (
    outsideLife(rules, now) ||
    (clicksSoFar !== null && rules.maxClicks !== null && clicksSoFar >= rules.maxClicks)
  )
    return rules.fallback === null
      ? { kind: 'expired' }
      : { kind: 'redirect', location: rules.fallback, rule: 'lifetime', variant: null, assign: false };
  if (rules.passwordTag !== null && !visitor.unlocked) return { kind: 'password' };
  const byDevice =
    visitor.device === 'bot' || visitor.device === 'other' ? undefined : rules.device?.get(visitor.device);
  if (byDevice !== undefined)
    return { kind: 'redirect', location: byDevice, rule: 'device', variant: null, assign: false };
  const byCountry = visitor.country === null ? undefined : rules.country?.get(visitor.country);
  if (byCountry !== undefined)
    return { kind: 'redirect', location: byCountry, rule: 'country', variant: null, assign: false };
  const byLanguage = visitor.language === null ? undefined : rules.language?.get(visitor.language);
  if (byLanguage !== undefined)
    return { kind: 'redirect', location: byLanguage, rule: 'language', variant: null, assign: false };
  const split = rules.split;
  if (split === null) return { kind: 'redirect', location: null, rule: null, variant: null, assign: false };
  // Bots get the first destination and stay out of the split.
  if (visitor.device === 'bot')
    return { kind: 'redirect', location: split.locations[0]!, rule: 'split', variant: null, assign: false };
  const kept = visitor.variant !== null && visitor.variant < split.locations.length ? visitor.variant : null;
  const variant = kept ?? variantOfBucket(split.upTo, bucket());
  return {
    kind: 'redirect',
    location: split.locations[variant]!,
    rule: 'split',
    variant,
    assign: kept === null,
  };
}

const IOS = /iPhone|iPad|iPod/;
const ANDROID = /Android/;

/** A user agent's device as rules target it: the click writer's detection (bots, desktops) plus the system. */
export function targetDeviceOf(userAgent: string | undefined): RuleVisitor['device'] {
  if (!userAgent) return 'desktop';
  if (isbot(userAgent)) return 'bot';
  if (IOS.test(userAgent)) return 'ios';
  if (ANDROID.test(userAgent)) return 'android';
  return deviceOf(userAgent) === 'desktop' ? 'desktop' : 'other';
}

/** The browser's first language of an Accept-Language header, by quality ('fr-CA,en;q=0.8' → 'fr'). */
export function firstLanguageOf(header: string | undefined): string | null {
  if (!header) return null;
  let best: string | null = null;
  let bestQ = 0;
  for (const part of header.split(',')) {
    const [tag, ...params] = part.trim().split(';');
    const primary = tag?.trim().split('-')[0]?.toLowerCase() ?? '';
    if (!/^[a-z]{2,3}$/.test(primary)) continue;
    const qParam = params.find((p) => p.trim().startsWith('q='));
    const q = qParam ? Number(qParam.trim().slice(2)) : 1;
    if (Number.isFinite(q) && q > bestQ) [best, bestQ] = [primary, q];
  }
  return best;
}
