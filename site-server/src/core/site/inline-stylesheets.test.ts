import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-stylesheets.server';

const assets = mkdtempSync(path.join(os.tmpdir(), 'inline-sheets-'));
writeFileSync(path.join(assets, 'site-a1.css'), '.site{color:red}');
writeFileSync(path.join(assets, 'shop-b2.css'), '.shop{color:blue}');
writeFileSync(path.join(assets, 'odd-c3.css'), '.x::after{content:"</style><script>"}');
afterAll(() => rmSync(assets, { recursive: true, force: true }));

const inline = (html: string) => inlineStylesheets(html, assets);

describe('inlineStylesheets', () => {
  it("writes the build's sheets of the head into it, in their order, as React writes an inline sheet (a component's and a route's)", () => {
    const html =
      '<html><head><meta charSet="utf-8"/>' +
      '<link rel="stylesheet" href="/assets/site-a1.css" data-precedence="default"/>' +
      '<link rel="stylesheet" href="/assets/shop-b2.css" data-precedence="default"/>' +
      '<title>Shop</title><link nonce="" rel="stylesheet" href="/assets/shop-b2.css"/>' +
      '</head><body><p>x</p></body></html>';
    expect(inline(html)).toBe(
      '<html><head><meta charSet="utf-8"/>' +
        '<style data-href="/assets/site-a1.css" data-precedence="default">.site{color:red}</style>' +
        '<style data-href="/assets/shop-b2.css" data-precedence="default">.shop{color:blue}</style>' +
        '<title>Shop</title><style data-href="/assets/shop-b2.css">.shop{color:blue}</style>' +
        '</head><body><p>x</p></body></html>',
    );
  });

  it('leaves links it cannot inline: missing files, other addresses, sheets that would close the element, the body', () => {
    const html =
      '<html><head>' +
      '<link rel="stylesheet" href="/assets/missing-d4.css" data-precedence="default"/>' +
      '<link rel="stylesheet" href="/assets/../secret.css" data-precedence="default"/>' +
      '<link rel="stylesheet" href="/site-server/src/core/site/site.css" data-precedence="default"/>' +
      '<link rel="stylesheet" href="/assets/odd-c3.css" data-precedence="default"/>' +
      '<link rel="stylesheet" href="/assets/site-a1.css" media="print"/>' +
      '</head><body><link rel="stylesheet" href="/assets/site-a1.css"/></body></html>';
    expect(inline(html)).toBe(html);
  });
});
