/**
 * Issue 27, item 6: whole servers with their uploads in an S3-compatible object store (s3rver,
 * started here): what one process stores, every process serves.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousCsrfToken, FORM_KEY_COOKIE } from '../http/csrf';
import { newAccessToken } from '../security/access-token';
import { startS3Server, type TestS3Server } from '../../testing/s3-server';
import { startTestServer, TestClient, TEST_ADMIN, type TestServer } from '../../testing/test-server';
import { picture } from './test-support';

/** Signs in to the back office; answers the client and its CSRF token for uploads. */
async function backOffice(server: TestServer) {
  const admin = new TestClient(server.url);
  const session = await admin.request('POST', '/api/admin/session', {
    json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
  });
  expect(session.status).toBe(200);
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  return {
    admin,
    async uploadLogo(file: Buffer) {
      const body = new FormData();
      body.append('file', new Blob([new Uint8Array(file)]), 'logo.png');
      const answer = await admin.request('POST', '/api/admin/settings/logo', {
        body,
        headers: { 'x-csrf-token': csrfToken },
      });
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { logoUrl: string }).logoUrl;
    },
  };
}

const bytesOf = async (answer: Response) => Buffer.from(await answer.arrayBuffer());
const shaOf = (imageUrl: string) => new URL(imageUrl, 'http://x').searchParams.get('unique')!;

describe('a server whose files are in an object store', () => {
  let s3: TestS3Server;
  let server: TestServer;
  beforeAll(async () => {
    s3 = await startS3Server();
    server = await startTestServer({ env: s3.env });
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  it('keeps the demo images and an uploaded logo in the bucket, never in its data dir, and serves them', async () => {
    // The demo's pictures were stored on first start, through the same store.
    const seeded = await s3.keys('files/');
    expect(seeded.length).toBeGreaterThan(0);

    const logo = await picture('png', 240, 120, 11);
    const logoUrl = await (await backOffice(server)).uploadLogo(logo);
    const keys = await s3.keys('files/');
    const added = keys.filter((key) => !seeded.includes(key));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(new RegExp(`^files/[0-9a-f]{2}/[0-9a-f]{2}/${shaOf(logoUrl)}[0-9a-f]{52}$`));
    expect((await s3.object(added[0]!))!.equals(logo)).toBe(true);

    const original = await fetch(server.url + logoUrl);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(original.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await bytesOf(original)).equals(logo)).toBe(true);
    const etag = original.headers.get('etag')!;
    expect((await fetch(server.url + logoUrl, { headers: { 'if-none-match': etag } })).status).toBe(304);

    const thumb = await fetch(`${server.url}${new URL(logoUrl, server.url).pathname}/90x90`);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(await bytesOf(thumb)).metadata();
    expect([meta.width, meta.height]).toEqual([90, 45]);
    expect(await s3.keys(`files/variants/${added[0]!.split('/')[3]}`)).toHaveLength(1);

    expect(existsSync(path.join(server.config.dataDir, 'files'))).toBe(false);
  });
});

// Two processes of one deployment share a PostgreSQL database (peerOf): npm run test:pg.
describe.runIf(process.env.TEST_DATABASE_URL)('two servers on one database and one bucket', () => {
  let s3: TestS3Server;
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    s3 = await startS3Server();
    first = await startTestServer({ seedDemo: false, env: s3.env });
    second = await startTestServer({ peerOf: first, env: s3.env });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await s3?.close();
  });

  it('serves an image uploaded through one, and its variant, from the other', async () => {
    const logo = await picture('png', 300, 150, 77);
    const logoUrl = await (await backOffice(first)).uploadLogo(logo);

    const fromSecond = await fetch(second.url + logoUrl);
    expect(fromSecond.status).toBe(200);
    expect(fromSecond.headers.get('content-type')).toBe('image/png');
    expect((await bytesOf(fromSecond)).equals(logo)).toBe(true);

    const variantPath = `${new URL(logoUrl, second.url).pathname}/256x256`;
    const variant = await fetch(second.url + variantPath);
    expect(variant.headers.get('content-type')).toBe('image/webp');
    const made = await bytesOf(variant);
    expect([(await sharp(made).metadata()).width]).toEqual([256]);
    // Made once by the second, kept in the bucket: the first serves those bytes.
    const fromFirst = await fetch(first.url + variantPath);
    expect((await bytesOf(fromFirst)).equals(made)).toBe(true);
    expect(await s3.keys('files/variants/')).toHaveLength(1);

    // And the other way round: a newer logo uploaded through the second is served by the first.
    const newer = await picture('png', 200, 200, 150);
    const newerUrl = await (await backOffice(second)).uploadLogo(newer);
    expect((await bytesOf(await fetch(first.url + newerUrl))).equals(newer)).toBe(true);

    for (const server of [first, second])
      expect(existsSync(path.join(server.config.dataDir, 'files'))).toBe(false);
  });

  it('hands a file a visitor attached to a form through one to the staff of the other', async () => {
    const { admin } = await backOffice(first);
    const created = await admin.request('POST', '/api/admin/forms', {
      json: {
        name: 'Brief',
        model: 'crm.lead',
        fields: [
          { name: 'contact_name', label: 'Name', type: 'text', required: true },
          { name: 'email_from', label: 'E-mail', type: 'email', required: true },
          { name: 'brief', label: 'Brief', type: 'file', required: true },
        ],
        success: { kind: 'message', message: 'Thanks' },
      },
    });
    expect(created.status).toBe(200);
    const formId = ((await created.json()) as { id: number }).id;

    const visitorKey = newAccessToken(16);
    const body = new FormData();
    for (const [name, value] of Object.entries({
      csrf_token: anonymousCsrfToken(first.config.sessionSecret, visitorKey),
      form_id: String(formId),
      lang: 'en_US',
      contact_name: 'Jane Doe',
      email_from: 'jane@example.com',
    }))
      body.append(name, value);
    body.append('brief', new Blob(['the project brief']), 'brief.txt');
    const posted = await fetch(`${first.url}/website/form/crm.lead`, {
      method: 'POST',
      body,
      headers: { accept: 'application/json', cookie: `${FORM_KEY_COOKIE}=${visitorKey}` },
    });
    expect(posted.status).toBe(200);

    const staff = (await backOffice(second)).admin;
    const submissions = (await (
      await staff.request('GET', `/api/admin/forms/${formId}/submissions`)
    ).json()) as {
      items: { id: number; files: { sha256: string }[] }[];
    };
    const [submission] = submissions.items;
    const file = await staff.request(
      'GET',
      `/api/admin/forms/submissions/${submission!.id}/files/${submission!.files[0]!.sha256}`,
    );
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('the project brief');
  });
});
