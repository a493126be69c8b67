import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';

describe('website routes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const get = (path: string) => fetch(server.url + path, { redirect: 'manual' });

  it.each([
    ['/website/lang/fr_FR?r=/aboutus', '/fr/aboutus'],
    ['/website/lang/es_ES?r=/fr/aboutus', '/es/aboutus'],
    ['/website/lang/default?r=/fr/aboutus', '/aboutus'],
    ['/website/lang/fr_FR?r=/', '/fr'],
    ['/website/lang/default?r=/fr', '/'],
    ['/website/lang/fr_FR?r=/shop?search=desk', '/fr/shop?search=desk'],
    ['/website/lang/es_ES?r=/aboutus%23team', '/es/aboutus#team'],
    ['/website/lang/fr_FR?r=https://evil.example/', '/fr'],
    ['/website/lang/fr_FR?r=//evil.example/', '/fr'],
    // Paths that normalise to a protocol-relative address go home too.
    ['/website/lang/default?r=/.//evil.example', '/'],
    ['/website/lang/default?r=/fr//evil.example', '/'],
    ['/website/lang/default?r=/%5Cevil.example', '/'],
  ])('%s goes to %s and remembers the language', async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(location);
    expect(response.headers.get('set-cookie')).toMatch(/frontend_lang=(fr_FR|es_ES|en_US)/);
  });

  it('answers 404 for an unknown language', async () => {
    const response = await get('/website/lang/de_DE?r=/');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('The language de_DE is not available on this site.');
  });

  it('serves a locale file with formats and strings', async () => {
    const response = await get('/web/webclient/locale/fr_FR');
    expect(response.status).toBe(200);
    const locale = await response.json();
    expect(locale).toMatchObject({ lang: 'fr_FR', date_format: '%d/%m/%Y', decimal_point: ',' });
    expect(locale.messages['auth.wrongLogin']).not.toBe('Wrong login or password');
    expect((await get('/web/webclient/locale/xx_XX')).status).toBe(404);
  });

  it('forwards /web#… to the record in the back office', async () => {
    const response = await get('/web');
    const html = await response.text();
    expect(html).toContain("'/admin/open?model='");
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(
      response.headers.get('content-security-policy')!,
    )![1];
    expect(html).toContain(`<script nonce="${nonce}">`);
  });
});
