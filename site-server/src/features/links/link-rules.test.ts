/** The rules' order on its own (issue 32): `decide`, the one function the redirect and the preview share. */
import { describe, expect, it } from 'vitest';
import { compileRules, decide, type RuleVisitor } from './link-rules';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const NO_UTM = { campaign: null, medium: null, source: null };
const everything = compileRules(
  {
    startsAt: null,
    expiresAt: null,
    maxClicks: 10,
    fallbackUrl: null,
    passwordHash: 'hash',
    targeting: JSON.stringify({
      device: [{ device: 'ios', url: 'https://ios.example/' }],
      country: [
        { countries: ['FR'], url: 'https://fr.example/' },
        { countries: ['FR', 'BE'], url: 'https://later.example/' },
      ],
      language: [{ languages: ['es'], url: 'https://es.example/' }],
      split: [
        { url: 'https://a.example/', weight: 30 },
        { url: 'https://b.example/', weight: 70 },
      ],
    }),
  },
  NO_UTM,
  'tag',
)!;
const visitor = (over: Partial<RuleVisitor> = {}): RuleVisitor => ({
  device: 'ios',
  country: 'FR',
  language: 'es',
  unlocked: true,
  variant: null,
  ...over,
});
const where = (decision: ReturnType<typeof decide>) =>
  decision.kind === 'redirect' ? [decision.location, decision.rule, decision.variant] : decision.kind;

describe('the rules’ order: lifetime → password → device → country → language → split', () => {
  it('a link outside its life expires before anything else is asked', () => {
    const expired = { ...everything, expiresAt: NOW - 1 };
    expect(where(decide(expired, visitor({ unlocked: false }), NOW, () => 0))).toBe('expired');
    expect(where(decide({ ...everything, startsAt: NOW + 1 }, visitor(), NOW, () => 0))).toBe('expired');
    expect(where(decide(everything, visitor(), NOW, () => 0, 10))).toBe('expired');
    expect(
      where(decide({ ...everything, fallback: 'https://f.example/' }, visitor(), NOW, () => 0, 10)),
    ).toEqual(['https://f.example/', 'lifetime', null]);
  });

  it('then the password, before any targeting or the split', () => {
    expect(where(decide(everything, visitor({ unlocked: false }), NOW, () => 0))).toBe('password');
  });

  it('then device, country, language, split: the first that matches wins', () => {
    expect(where(decide(everything, visitor(), NOW, () => 0))).toEqual([
      'https://ios.example/',
      'device',
      null,
    ]);
    expect(where(decide(everything, visitor({ device: 'android' }), NOW, () => 0))).toEqual([
      'https://fr.example/',
      'country',
      null,
    ]);
    expect(where(decide(everything, visitor({ device: 'desktop', country: 'BE' }), NOW, () => 0))).toEqual([
      'https://later.example/',
      'country',
      null,
    ]);
    expect(where(decide(everything, visitor({ device: 'desktop', country: null }), NOW, () => 0))).toEqual([
      'https://es.example/',
      'language',
      null,
    ]);
    const newcomer = visitor({ device: 'desktop', country: null, language: 'en' });
    expect(where(decide(everything, newcomer, NOW, () => 29))).toEqual(['https://a.example/', 'split', 0]);
    expect(where(decide(everything, newcomer, NOW, () => 30))).toEqual(['https://b.example/', 'split', 1]);
    // A kept destination is not drawn again.
    expect(where(decide(everything, { ...newcomer, variant: 0 }, NOW, () => 99))).toEqual([
      'https://a.example/',
      'split',
      0,
    ]);
    // Bots: the first destination, outside the split.
    expect(where(decide(everything, { ...newcomer, device: 'bot' }, NOW, () => 99))).toEqual([
      'https://a.example/',
      'split',
      null,
    ]);
  });

  it('a link without rules compiles to nothing: its redirect skips them', () => {
    const none = { startsAt: null, expiresAt: null, maxClicks: null, fallbackUrl: null, passwordHash: null };
    expect(compileRules({ ...none, targeting: null }, NO_UTM, null)).toBeNull();
    expect(compileRules({ ...none, targeting: '{"device":[],"split":[]}' }, NO_UTM, null)).toBeNull();
  });
});
