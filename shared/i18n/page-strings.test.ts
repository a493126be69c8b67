import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en_US } from './en_US';
import { pageStrings, SERVER_ONLY_KEY, stringGroup, stringGroupsNamedIn } from './page-strings';

const root = path.resolve(import.meta.dirname, '../..');

/** The site's modules a page may run in the browser: its routes, its shell and every feature's site/. */
function pageModules(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', 'site-server/src/core/site', 'site-server/src/features', 'site-server/src/*.tsx'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return listed
    .split('\n')
    .filter((file) => /(^site-server\/src\/core\/site\/|\/site\/|^site-server\/src\/[^/]+\.tsx$)/.test(file))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
}

describe("the pages' catalogs", () => {
  it('leave out only texts no page names: mails and what the server words itself', () => {
    const kept = pageStrings(en_US as Record<string, string>);
    expect(kept['newsletter.confirmSent']).toBe(en_US['newsletter.confirmSent']);
    expect(kept).not.toHaveProperty(['signup.mail.subject']);
    expect(kept).not.toHaveProperty(['auth.wrongLogin']);
    const named: string[] = [];
    for (const file of pageModules()) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const [, key] of text.matchAll(/['"`]([a-zA-Z]+(?:\.[\w$]+)+)/g))
        if (SERVER_ONLY_KEY.test(key!) && key! in en_US) named.push(`${file}: ${key}`);
      for (const [, prefix] of text.matchAll(/`((?:auth|order|invoice|backups)\.)\$\{/g))
        named.push(`${file}: ${prefix}…`);
    }
    expect(named).toEqual([]);
  });
});

describe("the English strings' parts (the site's browser build)", () => {
  const groups = new Set(Object.keys(en_US).map(stringGroup));

  it('cut the catalog by feature, the larger features by their keys’ second segment', () => {
    expect(stringGroup('shop.cart.title')).toBe('shop.cart');
    expect(stringGroup('login.title')).toBe('login');
    expect(groups).toContain('shop.cart');
    expect(groups).toContain('portal.invoices');
    expect(groups.size).toBeGreaterThan(40);
  });

  it('are the ones a module names, keys completed at run time included, and no other', () => {
    expect(stringGroupsNamedIn(`t('shop.cart.title'); const x = "login.title";`, groups)).toEqual([
      'login',
      'shop.cart',
    ]);
    expect(stringGroupsNamedIn('t(`shop.sort.${sort}`)', groups)).toEqual(['shop.sort']);
    expect(stringGroupsNamedIn('t(`portal.${section}.title`)', groups)).toEqual(
      [...groups].filter((group) => group === 'portal' || group.startsWith('portal.')).sort(),
    );
    expect(stringGroupsNamedIn(`import './shop.css'; const field = 'login'; url('a.b')`, groups)).toEqual([]);
  });
});
