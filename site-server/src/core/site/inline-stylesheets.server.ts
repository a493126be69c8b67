import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A rendered page's stylesheets written into its <head> (issue 28, item 3: Lighthouse 100). Each page's
 * CSS is small (4–6 KB compressed, the site's and its features' sheets), and a <link> to it costed the
 * first paint a round trip on a slow link (Lighthouse's simulated 4G: 150 ms, and a connection each); the
 * page's HTML and its styles now arrive together. React writes every stylesheet a page's components name
 * (<link rel="stylesheet" precedence>) in the head, in cascade order; each of the build's becomes
 * `<style data-href data-precedence>` with the file's text, which is how React writes an inline sheet
 * (the browser runtime, preact-document.ts, then knows the page has it). The CSP allows inline styles
 * (style-src 'unsafe-inline', core/http/security-headers.ts).
 *
 * Files of the client build only (its /assets/, hashed: they never change while the server runs, so
 * they are read once); anything else (the dev server's sheets) stays a link.
 */
const HEAD_END = '</head>';

/**
 * A stylesheet link as React writes them: hoisted by a component (`precedence`) or a route's `links`
 * (<Links nonce="">, root.tsx). Any other attribute (media, integrity…) leaves the link as it is.
 */
const STYLESHEET_LINK =
  /<link (?:nonce="" )?rel="stylesheet" href="\/assets\/([\w.-]+\.css)"( data-precedence="[^"]*")?\/>/g;

// This module runs from dist/web/server/ in a build: the client's build is beside it.
const defaultAssetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client/assets');

/** A sheet's text as it goes in the page, or null when it stays a link (missing, or not inlinable). */
const sheets = new Map<string, string | null>();

function sheetText(assetsDir: string, file: string): string | null {
  const key = path.join(assetsDir, file);
  let text = sheets.get(key);
  if (text !== undefined) return text;
  text = null;
  if (existsSync(key)) {
    const css = readFileSync(key, 'utf8');
    // A sheet that could close its element stays a link (the build's never does).
    if (!/<\/style/i.test(css)) text = css;
  }
  sheets.set(key, text);
  return text;
}

/**
 * `html` with the build's stylesheet links of its head replaced by their text. `assetsDir`: the client
 * build's assets (tests give their own).
 */
export function inlineStylesheets(html: string, assetsDir = defaultAssetsDir): string {
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd === -1) return html;
  const head = html.slice(0, headEnd).replace(STYLESHEET_LINK, (link, file: string, precedence = '') => {
    const text = sheetText(assetsDir, file);
    return text ? `<style data-href="/assets/${file}"${precedence}>${text}</style>` : link;
  });
  return head + html.slice(headEnd);
}
