/**
 * Follow over HTTP on the real server (SPEC §3, §5, §7): /website_mail/is_follower and
 * /website_mail/follow on the website page /aboutus, as a visitor with an e-mail address and as a
 * signed-in user, with JSON-RPC and with the no-JavaScript form.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatterErrors } from '../../../../shared/chatter/contract';
import { startTestServer, TestClient, type TestServer } from '../../testing/test-server';
import { OutboxMail } from '../../core/mail/outbox-mail.entity';
import { MailFollower } from './mail-follower.entity';
import { PORTAL, postForm } from './test-support';

let server: TestServer;
let pageId: number;

beforeAll(async () => {
  // Behind a "proxy", so that the tests of the confirmation link count as another client for the rate limit.
  server = await startTestServer({ env: { TRUST_PROXY: '1' } });
  const rows: Array<{ id: number }> = await server.dataSource.query(
    `SELECT id FROM website_page WHERE url = '/aboutus'`,
  );
  pageId = rows[0]!.id;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  await server.dataSource.getRepository(MailFollower).clear();
});

const followers = () => server.dataSource.getRepository(MailFollower).find({ order: { id: 'ASC' } });

const isFollower = (client: TestClient, params: Record<string, unknown> = {}) =>
  client.rpc('/website_mail/is_follower', { model: 'website.page', res_id: pageId, ...params });

const follow = (client: TestClient, params: Record<string, unknown>) =>
  client.rpc('/website_mail/follow', { id: pageId, object: 'website.page', ...params });

/** A follow call from another client address (its own rate-limit count). */
async function followFrom(client: TestClient, address: string, params: Record<string, unknown>) {
  const response = await client.request('POST', '/website_mail/follow', {
    headers: { 'x-forwarded-for': address },
    json: {
      jsonrpc: '2.0',
      method: 'call',
      params: { id: pageId, object: 'website.page', ...params },
      id: 1,
    },
  });
  return (await response.json()) as { result?: unknown; error?: { data: { name: string } } };
}

/** Opens, in `client`'s browser, the link of the latest confirmation mail to `email`; answers where it led. */
async function confirmFollow(client: TestClient, email: string, tamper = (path: string) => path) {
  const [mail] = await server.dataSource
    .getRepository(OutboxMail)
    .find({ where: { to: email }, order: { id: 'DESC' }, take: 1 });
  const path = /https?:\/\/[^/\s]+(\/website_mail\/follow\/confirm\?\S+)/.exec(mail?.text ?? '')?.[1];
  expect(path, `a confirmation mail to ${email}`).toBeTruthy();
  const opened = await client.request('GET', tamper(path!));
  expect(opened.status).toBe(303);
  return opened.headers.get('location');
}

describe('a visitor follows with an e-mail address', () => {
  it('follows, is told so, follows twice without a second follow, and unfollows', async () => {
    const visitor = new TestClient(server.url);
    expect((await isFollower(visitor)).body.result).toEqual({
      is_follower: false,
      is_user: false,
      email: '',
    });

    // Double opt-in: nothing is followed until the link of the mail is opened.
    const first = await follow(visitor, { message_is_follower: 'off', email: ' Reader@Example.com ' });
    expect(first.body.result).toBe(false);
    expect(await followers()).toEqual([]);
    const [mail] = await server.dataSource.getRepository(OutboxMail).findBy({ to: 'reader@example.com' });
    expect(mail!.subject).toBe('Follow About us');
    expect(await confirmFollow(visitor, 'reader@example.com')).toBe('/aboutus?follow_state=on#follow');
    expect((await followers()).map(({ email, userId }) => ({ email, userId }))).toEqual([
      { email: 'reader@example.com', userId: null },
    ]);
    expect((await isFollower(visitor)).body.result).toEqual({
      is_follower: true,
      is_user: false,
      email: 'reader@example.com',
    });

    // The button still showed "Follow" somewhere else: following again keeps one follow.
    expect(
      (await follow(visitor, { message_is_follower: false, email: 'reader@example.com' })).body.result,
    ).toBe(true);
    expect(await followers()).toHaveLength(1);

    const stopped = await follow(visitor, { message_is_follower: 'on', email: 'reader@example.com' });
    expect(stopped.body.result).toBe(false);
    expect(await followers()).toEqual([]);
    expect((await isFollower(visitor)).body.result).toMatchObject({ is_follower: false, email: '' });
  });

  it('refuses an address that is not text@text, storing nothing', async () => {
    const visitor = new TestClient(server.url);
    for (const email of ['', 'reader', 'reader@', '@example.com', 'a b@example.com', false, undefined]) {
      const { body } = await follow(visitor, { message_is_follower: 'off', email });
      expect(body.error?.data, String(email)).toMatchObject({
        name: 'ValidationError',
        message: chatterErrors.badEmail,
      });
    }
    expect(await followers()).toEqual([]);
  });

  it('lets a visitor stop only the follow confirmed in this browser', async () => {
    const owner = new TestClient(server.url);
    await follow(owner, { message_is_follower: 'off', email: 'owner@example.com' });
    await confirmFollow(owner, 'owner@example.com');
    const stranger = new TestClient(server.url);
    const { body } = await follow(stranger, { message_is_follower: 'on', email: 'owner@example.com' });
    expect(body.error?.data).toEqual({ name: 'AccessError', message: chatterErrors.unfollowOther });
    // Asking to follow with the owner's address gives the stranger's browser nothing to unfollow with.
    const stranger2 = '198.51.100.20';
    expect(
      (await followFrom(stranger, stranger2, { message_is_follower: 'off', email: 'owner@example.com' }))
        .result,
    ).toBe(false);
    const again = await followFrom(stranger, stranger2, {
      message_is_follower: 'on',
      email: 'owner@example.com',
    });
    expect(again.error?.data.name).toBe('AccessError');
    expect(await followers()).toHaveLength(1);
    // A forged cookie is not a follow either.
    const forger = new TestClient(server.url);
    const forged = await forger.request('POST', '/website_mail/is_follower', {
      json: { jsonrpc: '2.0', method: 'call', params: { model: 'website.page', res_id: pageId }, id: 1 },
      headers: { cookie: `vitrine_follower=${Buffer.from('owner@example.com').toString('base64url')}.bad` },
    });
    expect(((await forged.json()) as { result: unknown }).result).toMatchObject({
      is_follower: false,
      email: '',
    });
  });
});

describe('the confirmation link', () => {
  it('follows only with the signed, unexpired link, and sends one mail per ten minutes', async () => {
    const visitor = new TestClient(server.url);
    for (let i = 0; i < 3; i++)
      await followFrom(visitor, '198.51.100.21', { message_is_follower: 'off', email: 'once@example.com' });
    expect(await server.dataSource.getRepository(OutboxMail).countBy({ to: 'once@example.com' })).toBe(1);
    const forged = await confirmFollow(visitor, 'once@example.com', (path) =>
      path.replace(/token=[^&]+/, 'token=forged-token-0123456789'),
    );
    expect(forged).toBe('/aboutus?follow_state=invalid#follow');
    const extended = await confirmFollow(visitor, 'once@example.com', (path) =>
      path.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) + 10 * 365 * 86400}`),
    );
    expect(extended).toBe('/aboutus?follow_state=invalid#follow');
    expect(await followers()).toEqual([]);
    expect(await confirmFollow(visitor, 'once@example.com')).toBe('/aboutus?follow_state=on#follow');
    expect(await followers()).toHaveLength(1);
  });
});

describe('a signed-in user follows with their own address', () => {
  it('needs no e-mail field and is known as a user', async () => {
    const portal = new TestClient(server.url);
    await portal.signIn(...PORTAL);
    expect((await isFollower(portal)).body.result).toEqual({
      is_follower: false,
      is_user: true,
      email: PORTAL[0],
    });
    // An address in the payload is ignored: a user follows as themselves.
    expect(
      (await follow(portal, { message_is_follower: 'off', email: 'someone@else.com' })).body.result,
    ).toBe(true);
    const [row] = await followers();
    expect(row).toMatchObject({ email: PORTAL[0] });
    expect(row!.userId).toEqual(expect.any(Number));
    expect((await isFollower(portal)).body.result).toMatchObject({ is_follower: true, is_user: true });
    expect((await follow(portal, { message_is_follower: 'on' })).body.result).toBe(false);
    expect(await followers()).toEqual([]);
  });
});

describe('refusals', () => {
  it('refuses models that are not registered and records that do not exist', async () => {
    const visitor = new TestClient(server.url);
    const calls = [
      () => visitor.rpc('/website_mail/is_follower', { model: 'res.users', res_id: 1 }),
      () => visitor.rpc('/website_mail/follow', { id: 1, object: 'res.users', email: 'a@b.c' }),
    ];
    for (const call of calls)
      expect((await call()).body.error?.data).toEqual({
        name: 'AccessError',
        message: chatterErrors.unknownModel,
      });
    const missing = await visitor.rpc('/website_mail/follow', {
      id: 999_999,
      object: 'website.page',
      email: 'a@b.c',
    });
    expect(missing.body.error?.data.name).toBe('MissingError');
    const malformed = await visitor.rpc('/website_mail/follow', { id: 'x', object: 'website.page' });
    expect(malformed.body.error?.data.name).toBe('ValidationError');
    expect(await followers()).toEqual([]);
  });
});

describe('the follow form without JavaScript', () => {
  it('follows and comes back to the page with the new state, or with the refusal', async () => {
    const visitor = new TestClient(server.url);
    const fields = {
      id: String(pageId),
      object: 'website.page',
      message_is_follower: 'off',
      redirect: '/aboutus',
    };
    const bad = await postForm(server, visitor, '/website_mail/follow', { ...fields, email: 'nope' });
    expect(bad.status).toBe(303);
    expect(bad.headers.get('location')).toBe('/aboutus?follow_error=badEmail#follow');
    const good = await postForm(server, visitor, '/website_mail/follow', {
      ...fields,
      email: 'form@example.com',
    });
    expect(good.headers.get('location')).toBe('/aboutus?follow_state=pending#follow');
    expect(await followers()).toEqual([]);
    await confirmFollow(visitor, 'form@example.com');
    expect((await followers()).map((row) => row.email)).toEqual(['form@example.com']);
    const forged = await postForm(
      server,
      visitor,
      '/website_mail/follow',
      { ...fields, email: 'x@y.z' },
      { csrf: false },
    );
    expect(forged.status).toBe(403);
    expect(await followers()).toHaveLength(1);
  });
});
