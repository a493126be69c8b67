import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminCatalogs, adminMessageSources } from './admin-catalogs';
import { catalogs } from './catalogs';
import { languages, type LangCode } from './languages';

const placeholders = (text: string) => text.match(/%s/g)?.length ?? 0;
const english: Readonly<Record<string, string>> = adminCatalogs.en_US;
const translations = languages.map((language) => language.code).filter((code) => code !== 'en_US');

/** Every source file of the back office. */
function backOfficeSources(): string[] {
  const root = path.resolve(import.meta.dirname, '../../renderer/src');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.ts$/.test(file))
    .map((file) => path.join(root, file));
}

/** The catalog keys the back office names: t('admin.…') and the keys its data holds (a menu entry's label). */
function keysUsedByTheBackOffice(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of backOfficeSources()) {
    for (const [, key] of readFileSync(file, 'utf8').matchAll(/['"`](admin\.[A-Za-z0-9_.]+)['"`]/g))
      if (!used.has(key!)) used.set(key!, path.basename(file));
  }
  return used;
}

describe('the back-office catalogs', () => {
  it('has a catalog for every language', () => {
    expect(Object.keys(adminCatalogs).sort()).toEqual(languages.map((language) => language.code).sort());
  });

  for (const code of translations) {
    it(`${code} translates every English text, with the same %s placeholders, none left empty`, () => {
      const catalog: Readonly<Record<string, string | undefined>> = adminCatalogs[code];
      expect(Object.keys(english).filter((key) => !catalog[key]?.trim())).toEqual([]);
      expect(Object.keys(catalog).filter((key) => !Object.hasOwn(english, key))).toEqual([]);
      expect(
        Object.keys(english).filter(
          (key) => placeholders(catalog[key] ?? '') !== placeholders(english[key]!),
        ),
      ).toEqual([]);
    });
  }

  it('has every key defined once, under admin.*, apart from the site’s keys', () => {
    const seen = new Set<string>();
    const twice: string[] = [];
    for (const source of adminMessageSources)
      for (const key of Object.keys(source.en_US)) {
        if (seen.has(key)) twice.push(key);
        seen.add(key);
      }
    expect(twice).toEqual([]);
    expect([...seen].filter((key) => !key.startsWith('admin.'))).toEqual([]);
    expect([...seen].filter((key) => Object.hasOwn(catalogs.en_US, key))).toEqual([]);
  });

  it('has every key the back office uses, in every language', () => {
    const used = keysUsedByTheBackOffice();
    expect(used.size).toBeGreaterThan(0);
    const missing = (code: LangCode) =>
      [...used]
        .filter(([key]) => !(adminCatalogs[code] as Readonly<Record<string, string>>)[key])
        .map(([key, file]) => `${key} (${file})`);
    for (const language of languages) expect(missing(language.code), language.code).toEqual([]);
  });
});
