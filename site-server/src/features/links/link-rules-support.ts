/** What the link rules' tests share (issue 32): links made and ruled through the back office's API, visitors. */
import { expect } from 'vitest';
import type { LinkRow } from '../../../../shared/links/admin-contract';
import type { LinkRulesInput } from '../../../../shared/links/rules';
import { GeoService } from '../../core/geo';
import { BROWSER_UA } from './links-test-support';
import type { TestClient } from '../../testing/test-server';

export const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

let made = 0;

/** A staff member's new link to `url` (unique per call), with `rules` saved. */
export async function ruledLink(admin: TestClient, rules: LinkRulesInput, url = 'https://target.example/') {
  const created = await admin.request('POST', '/api/admin/links', { json: { url: `${url}?n=${++made}` } });
  expect(created.status).toBe(200);
  const link = (await created.json()) as LinkRow;
  const saved = await admin.request('PUT', `/api/admin/links/${link.id}/rules`, { json: rules });
  expect(saved.status, await saved.clone().text()).toBe(200);
  return link;
}

/** An address of the shipped geo database in each country asked for (one /16 each, scanned in memory). */
export async function addressesIn(...countries: string[]): Promise<Record<string, string>> {
  const geo = await GeoService.open();
  const found: Record<string, string> = {};
  for (let a = 2; a < 224 && Object.keys(found).length < countries.length; a++)
    for (let b = 0; b < 256; b++) {
      const ip = `${a}.${b}.7.7`;
      const country = geo.countryOf(ip);
      if (country && countries.includes(country) && !found[country]) found[country] = ip;
    }
  return found;
}

/** A visitor's click on /r/{code}: browser agent unless told, no redirect followed. */
export function visit(base: string, code: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${base}/r/${code}`, {
    redirect: 'manual',
    headers: { 'user-agent': BROWSER_UA, ...headers },
  });
}

/** The name=value of a Set-Cookie named `name` in an answer (undefined: none). */
export function setCookieOf(response: Response, name: string): string | undefined {
  return response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0];
}
