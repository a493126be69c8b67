import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, TEST_ADMIN, type TestServer } from '../../testing/test-server';
import { PLACEHOLDER_SVG } from './placeholder';
import { picture } from './test-support';

/** The files and geo parts as the whole app wires them: real server, real database through the migrations. */
describe('images and geo in the app', () => {
  let server: TestServer;
  let admin: TestClient;
  let csrfToken: string;

  beforeAll(async () => {
    server = await startTestServer({ env: { MAX_UPLOAD_BYTES: String(64 * 1024) } });
    admin = new TestClient(server.url);
    const session = await admin.request('POST', '/api/admin/session', {
      json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    expect(session.status).toBe(200);
    csrfToken = ((await session.json()) as { csrfToken: string }).csrfToken;
  });
  afterAll(() => server?.close());

  const uploadLogo = (file: Buffer, name: string) => {
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(file)]), name);
    return admin.request('POST', '/api/admin/settings/logo', {
      body,
      headers: { 'x-csrf-token': csrfToken },
    });
  };

  it('serves an uploaded logo at its /web/image URL, resized on demand', async () => {
    const logo = await picture('png', 240, 120);
    const uploaded = await uploadLogo(logo, 'logo.png');
    expect(uploaded.status).toBe(200);
    const { logoUrl } = (await uploaded.json()) as { logoUrl: string | null };
    expect(logoUrl).toMatch(/^\/web\/image\/res\.company\/\d+\/logo/);

    const original = await fetch(server.url + logoUrl!);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await original.arrayBuffer()).equals(logo)).toBe(true);

    const path = new URL(logoUrl!, server.url).pathname;
    const thumb = await fetch(`${server.url}${path}/90x90`);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([90, 45]);
    // A size the site does not use is served as the next kept size up, not made anew.
    const odd = await fetch(`${server.url}${path}/61x61`);
    expect(odd.headers.get('etag')).toBe(thumb.headers.get('etag'));
  });

  it('refuses an oversized or fake logo with the API error envelope', async () => {
    const big = Buffer.concat([await picture('png'), Buffer.alloc(64 * 1024)]);
    const tooBig = await uploadLogo(big, 'big.png');
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({ error: { message: 'The file is too large (max 0.1 MB).' } });

    const fake = await uploadLogo(Buffer.from('MZ not a picture'), 'logo.png');
    expect(fake.status).toBe(400);
    expect(await fake.json()).toMatchObject({
      error: {
        name: 'ValidationError',
        message: 'Unsupported file type: only PNG, JPEG, WebP, GIF and SVG images are accepted.',
      },
    });
  });

  it('answers the placeholder for an image nobody registered', async () => {
    const answer = await fetch(`${server.url}/web/image/no.such.model/1/image/90x90`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(PLACEHOLDER_SVG);
    const missingRecord = await fetch(`${server.url}/web/image/res.company/999999/logo`);
    expect(await missingRecord.text()).toBe(PLACEHOLDER_SVG);
  });

  it('answers the location of a visitor on this machine as unknown', async () => {
    const answer = await fetch(`${server.url}/web/geo/location`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ country_code: null, continent_code: null });
  });
});
