import { describe, expect, it } from 'vitest';
import { en_US } from './en_US';
import {
  catalogs,
  langUrlCodes,
  langUrlPrefixes,
  languages,
  localeOf,
  preferredLanguage,
  splitLangPrefix,
  t,
  underLangPrefix,
  type LangCode,
} from './index';

const placeholders = (text: string) => text.match(/%s/g)?.length ?? 0;
const translations = (Object.keys(catalogs) as LangCode[]).filter((code) => code !== 'en_US');

describe('catalogs', () => {
  it('has a catalog for every language', () => {
    expect(Object.keys(catalogs).sort()).toEqual(languages.map((language) => language.code).sort());
  });

  for (const code of translations) {
    it(`${code} translates every en_US key, and nothing else`, () => {
      const catalog = catalogs[code];
      const missing = Object.keys(en_US).filter((key) => !Object.hasOwn(catalog, key));
      const unknown = Object.keys(catalog).filter((key) => !Object.hasOwn(en_US, key));
      expect(missing).toEqual([]);
      expect(unknown).toEqual([]);
    });

    it(`${code} keeps the %s placeholders of en_US`, () => {
      const catalog: Record<string, string | undefined> = catalogs[code];
      const mismatched = Object.entries(en_US)
        .filter(([key, english]) => {
          const translated = catalog[key];
          return translated !== undefined && placeholders(translated) !== placeholders(english);
        })
        .map(([key]) => key);
      expect(mismatched).toEqual([]);
    });

    it(`${code} strings are not left empty`, () => {
      const empty = Object.entries(catalogs[code]).filter(([, text]) => !text?.trim());
      expect(empty).toEqual([]);
    });
  }
});

describe('t', () => {
  it('looks a key up in the requested language', () => {
    expect(t('en_US', 'site.signIn')).toBe('Sign in');
    expect(t('fr_FR', 'site.signIn')).toBe('Se connecter');
    expect(t('es_ES', 'site.signIn')).toBe('Iniciar sesión');
  });

  it('replaces each %s with the next argument', () => {
    expect(t('en_US', 'site.copyright', 2026, 'Acme')).toBe('Copyright © 2026 Acme');
    expect(t('fr_FR', 'my.greeting', 'Marie')).toBe('Bonjour, Marie !');
    expect(t('en_US', 'my.greeting')).toBe('Hello, !');
  });

  it('falls back to English, then to the key', () => {
    // A language code that reaches t() from outside the type system (e.g. a stale cookie).
    expect(t('de_DE' as LangCode, 'site.home')).toBe('Home');
    expect(t('en_US', 'no.such.key' as keyof typeof en_US)).toBe('no.such.key');
  });
});

describe('splitLangPrefix', () => {
  it('splits the prefix of a non-default language', () => {
    expect(splitLangPrefix('/fr/aboutus')).toEqual({ urlCode: 'fr', path: '/aboutus' });
    expect(splitLangPrefix('/es/web/login')).toEqual({ urlCode: 'es', path: '/web/login' });
    expect(splitLangPrefix('/fr')).toEqual({ urlCode: 'fr', path: '/' });
    expect(splitLangPrefix('/fr/')).toEqual({ urlCode: 'fr', path: '/' });
    expect(splitLangPrefix('/fr.data')).toEqual({ urlCode: 'fr', path: '/' });
  });

  it('leaves other paths alone', () => {
    expect(splitLangPrefix('/aboutus')).toEqual({ urlCode: '', path: '/aboutus' });
    expect(splitLangPrefix('/france')).toEqual({ urlCode: '', path: '/france' });
    expect(splitLangPrefix('/')).toEqual({ urlCode: '', path: '/' });
    expect(splitLangPrefix('/de/aboutus')).toEqual({ urlCode: '', path: '/de/aboutus' });
  });
});

describe('language prefixes of addresses', () => {
  it('come from the languages, and match a whole path under any of them', () => {
    expect(langUrlCodes).toEqual(languages.map((language) => language.urlCode));
    expect(langUrlPrefixes).toEqual(['/fr', '/es']);
    const login = underLangPrefix('/web/login');
    expect(['/web/login', '/fr/web/login', '/es/web/login'].every((path) => login.test(path))).toBe(true);
    expect(['/de/web/login', '/fr/web/login/x', '/frweb/login'].some((path) => login.test(path))).toBe(false);
  });
});

describe('preferredLanguage', () => {
  it('takes the first language Vitrine speaks, whatever its region', () => {
    expect(preferredLanguage(['de-DE', 'fr-CA', 'en-US'])).toBe('fr_FR');
    expect(preferredLanguage(['es', 'fr'])).toBe('es_ES');
    expect(preferredLanguage(['EN-gb'])).toBe('en_US');
  });

  it('answers null for languages it does not speak, or none', () => {
    expect(preferredLanguage(['de-DE', 'it'])).toBeNull();
    expect(preferredLanguage(['*'])).toBeNull();
    expect(preferredLanguage([])).toBeNull();
  });

  it('goes with the BCP 47 locale of each language', () => {
    expect(languages.map((language) => localeOf(language.code))).toEqual(['en-US', 'fr-FR', 'es-ES']);
  });
});
