/**
 * The chatter's calls over HTTP on the real server (SQLite through the migrations, demo users):
 * init and fetch, posting (JSON-RPC and the no-JavaScript form), ratings, hiding, avatars.
 * Messages are posted on the website page /aboutus (registered as 'website.page').
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CHATTER_MESSAGE_MAX,
  chatterErrors,
  chatterResultSchema,
  type ChatterMessage,
  type ChatterResult,
} from '../../../../shared/chatter/contract';
import { OutboxMail } from '../../core/mail/outbox-mail.entity';
import { startTestServer, TEST_ADMIN, TestClient, type TestServer } from '../../testing/test-server';
import { MailFollower } from './mail-follower.entity';
import { MailMessage } from './mail-message.entity';
import { newPortalUser, PORTAL, postForm, PUBLISHER } from './test-support';

let server: TestServer;
let anonymous: TestClient;
let portal: TestClient;
let publisher: TestClient;
let pageId: number;
/** A portal user of the current test. */
let author: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  anonymous = new TestClient(server.url);
  portal = new TestClient(server.url);
  await portal.signIn(...PORTAL);
  publisher = new TestClient(server.url);
  await publisher.signIn(...PUBLISHER);
  const rows: Array<{ id: number }> = await server.dataSource.query(
    `SELECT id FROM website_page WHERE url = '/aboutus'`,
  );
  pageId = rows[0]!.id;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  await server.dataSource.getRepository(MailMessage).clear();
  await server.dataSource.getRepository(MailFollower).clear();
  // Each test posts as a new author (the post limit counts per account).
  author = await newPortalUser(server, 'Carl Customer');
});

const page = (extra: Record<string, unknown> = {}) => ({
  res_model: 'website.page',
  res_id: pageId,
  ...extra,
});

async function init(client: TestClient, params: Record<string, unknown> = {}): Promise<ChatterResult> {
  const { body } = await client.rpc('/mail/chatter_init', page({ allow_composer: true, ...params }));
  expect(body.error).toBeUndefined();
  return chatterResultSchema.parse(body.result);
}

async function post(client: TestClient, params: Record<string, unknown>) {
  return client.rpc('/mail/chatter_post', page(params));
}

const storedCount = () => server.dataSource.getRepository(MailMessage).count();

/** Messages written straight to the table, oldest first, for the pager's tests. */
async function seedMessages(count: number) {
  const repository = server.dataSource.getRepository(MailMessage);
  const start = Date.UTC(2026, 0, 1);
  await repository.save(
    Array.from({ length: count }, (_, index) =>
      repository.create({
        model: 'website.page',
        resId: pageId,
        date: new Date(start + index * 60_000),
        body: `Message ${index + 1}`,
        ratingId: null,
        authorUserId: null,
        authorName: 'Seeded',
        authorEmail: 'seeded@example.com',
        authorAvatarSha: null,
        hidden: false,
      }),
    ),
  );
}

describe('chatter_init and chatter_fetch', () => {
  it('answers messages, count, options and rating stats; a visitor gets no composer', async () => {
    const result = await init(anonymous, { rating_include: true });
    expect(result).toEqual({
      messages: [],
      message_count: 0,
      options: {
        is_user_public: true,
        is_user_publisher: false,
        allow_composer: false,
        rating_include: true,
        res_model: 'website.page',
        res_id: pageId,
      },
      rating_stats: { avg: 0, percent: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } },
    });
    const signedIn = await init(portal);
    expect(signedIn.options).toMatchObject({
      is_user_public: false,
      is_user_publisher: false,
      allow_composer: true,
    });
    expect(signedIn.rating_stats).toBeUndefined();
    expect((await init(publisher)).options.is_user_publisher).toBe(true);
    // The composer is offered only when the page asks for it.
    expect((await init(portal, { allow_composer: false })).options.allow_composer).toBe(false);
  });

  it('refuses a model that is not registered, and a record that does not exist', async () => {
    for (const path of ['/mail/chatter_init', '/mail/chatter_fetch']) {
      const unknown = await anonymous.rpc(path, { res_model: 'res.users', res_id: 1 });
      expect(unknown.body.error?.data).toEqual({ name: 'AccessError', message: chatterErrors.unknownModel });
      const missing = await anonymous.rpc(path, { res_model: 'website.page', res_id: 999_999 });
      expect(missing.body.error?.data).toEqual({
        name: 'MissingError',
        message: chatterErrors.missingRecord,
      });
    }
  });

  it('hides an unpublished record from visitors, not from publishers', async () => {
    const toggle = () => publisher.rpc('/website/publish', { id: pageId, object: 'website.page' });
    expect((await toggle()).body.result).toBe(false);
    try {
      const hidden = await anonymous.rpc('/mail/chatter_init', page());
      expect(hidden.body.error?.data.name).toBe('MissingError');
      const asPortal = await portal.rpc('/mail/chatter_init', page());
      expect(asPortal.body.error?.data.name).toBe('MissingError');
      expect((await init(publisher)).message_count).toBe(0);
      // Nobody but a publisher posts on it either.
      expect((await post(author, { message: 'hello' })).body.error?.data.name).toBe('MissingError');
    } finally {
      expect((await toggle()).body.result).toBe(true);
    }
  });

  it('pages through messages newest first, with limit and offset', async () => {
    await seedMessages(23);
    const first = await init(anonymous, { limit: 10, offset: 0 });
    expect(first.message_count).toBe(23);
    expect(first.messages.map((message) => message.body)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Message ${23 - index}`),
    );
    const { body } = await anonymous.rpc('/mail/chatter_fetch', page({ limit: 10, offset: 20 }));
    const last = chatterResultSchema.parse(body.result);
    expect(last.messages.map((message) => message.body)).toEqual(['Message 3', 'Message 2', 'Message 1']);
    const beyond = await init(anonymous, { offset: 40 });
    expect(beyond).toMatchObject({ messages: [], message_count: 23 });
    // Bad paging values are refused by the contract's schema.
    for (const bad of [{ limit: 0 }, { limit: 101 }, { offset: -1 }, { res_id: 'x' }]) {
      const refused = await anonymous.rpc('/mail/chatter_fetch', page(bad));
      expect(refused.body.error?.data.name).toBe('ValidationError');
    }
  });

  it('filters by rating with the documented domain and ignores other terms', async () => {
    await post(author, { message: 'rated', rating_value: 4 });
    await post(author, { message: 'plain' });
    await post(author, { message: 'half', rating_value: 2.5 });
    const rated = await init(anonymous, { domain: [['rating_value', '!=', false]] });
    expect(rated.messages.map((message) => message.body).sort()).toEqual(['half', 'rated']);
    const fours = await init(anonymous, { domain: [['rating_value', '=', 4]] });
    expect(fours.messages.map((message) => message.body)).toEqual(['rated']);
    const ignored = await init(anonymous, {
      domain: [['author_id', '=', 1], 'garbage', ['body', 'ilike', 'x']],
    });
    expect(ignored.message_count).toBe(3);
  });
});

describe('chatter_post', () => {
  it('lets a signed-in user post a message with a rating; a script stays text', async () => {
    const text = '<script>alert("x")</script>\nSecond line & more';
    const { body } = await post(author, { message: text, rating_value: 4.5 });
    expect(body.error).toBeUndefined();
    const created = body.result as ChatterMessage;
    expect(created).toMatchObject({ body: text, rating_value: 4.5, author_name: 'Carl Customer' });
    expect(created.author_avatar_url).toMatch(
      new RegExp(`^/web/image/mail\\.message/${created.id}/author_avatar/50x50\\?unique=[0-9a-f]{12}$`),
    );
    const result = await init(anonymous, { rating_include: true });
    expect(result.messages).toEqual([created]);
    expect(result.rating_stats).toEqual({ avg: 4.5, percent: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 100 } });
  });

  it('averages ratings and gives the percent per rating; messages without one do not count', async () => {
    for (const rating of [5, 4, 4, 1.5])
      await post(author, { message: `rated ${rating}`, rating_value: rating });
    await post(author, { message: 'no rating', rating_value: 0 });
    const { rating_stats, messages } = await init(anonymous, { rating_include: true });
    expect(rating_stats).toEqual({ avg: 3.63, percent: { '1': 0, '2': 25, '3': 0, '4': 50, '5': 25 } });
    expect(messages.find((message) => message.body === 'no rating')?.rating_value).toBeNull();
  });

  it('refuses visitors who are not signed in, bad ratings, empty and too long messages, storing nothing', async () => {
    const refusals: Array<[TestClient, Record<string, unknown>, string, string]> = [
      [anonymous, { message: 'hello' }, 'AuthError', chatterErrors.signInToPost],
      [anonymous, { message: 'hello', token: 'guess' }, 'AccessError', chatterErrors.badToken],
      [author, { message: '   \n ' }, 'ValidationError', chatterErrors.emptyMessage],
      [author, { message: 'x'.repeat(CHATTER_MESSAGE_MAX + 1) }, 'ValidationError', chatterErrors.tooLong],
      [author, { message: 'x', rating_value: 6 }, 'ValidationError', chatterErrors.badRating],
      [author, { message: 'x', rating_value: -1 }, 'ValidationError', chatterErrors.badRating],
      [author, { message: 'x', rating_value: 2.3 }, 'ValidationError', chatterErrors.badRating],
      [author, { message: 'x', rating_value: 'lots' }, 'ValidationError', chatterErrors.badRating],
      [
        author,
        { message: 'x', res_model: 'res.users', res_id: 1 },
        'AccessError',
        chatterErrors.unknownModel,
      ],
    ];
    for (const [client, params, name, message] of refusals) {
      const { body } = await post(client, params);
      expect(body.error?.data, JSON.stringify(params).slice(0, 80)).toMatchObject({ name, message });
    }
    expect(await storedCount()).toBe(0);
    // The longest message allowed goes through.
    expect((await post(author, { message: 'y'.repeat(CHATTER_MESSAGE_MAX) })).body.error).toBeUndefined();
  });

  it('takes a form post without JavaScript and goes back to the page', async () => {
    const posted = await postForm(server, author, '/mail/chatter_post', {
      res_model: 'website.page',
      res_id: String(pageId),
      message: 'From a form',
      rating_value: '3',
      redirect: '/fr/aboutus?x=1',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/fr/aboutus?x=1&chatter_posted=1#chatter');
    expect((await init(anonymous)).messages[0]).toMatchObject({ body: 'From a form', rating_value: 3 });

    // A refusal comes back as a code the page shows; a foreign redirect is not followed.
    const refused = await postForm(server, anonymous, '/mail/chatter_post', {
      res_model: 'website.page',
      res_id: String(pageId),
      message: 'anonymous',
      redirect: '//evil.example/',
    });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/?chatter_error=signInToPost#chatter');

    const noToken = await postForm(
      server,
      author,
      '/mail/chatter_post',
      { res_model: 'website.page', res_id: String(pageId), message: 'forged' },
      { csrf: false },
    );
    expect(noToken.status).toBe(403);
    expect(await storedCount()).toBe(1);
  });

  it('limits posts per account and per address', async () => {
    const admin = new TestClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    let refused: { name: string; message: string } | undefined;
    for (let attempt = 0; attempt < 12 && !refused; attempt++)
      refused = (await post(admin, { message: `post ${attempt}` })).body.error?.data;
    expect(refused).toEqual({ name: 'RateLimitError', message: chatterErrors.tooManyPosts });
    expect(await storedCount()).toBe(10);
  });
});

describe('hiding messages', () => {
  it('lets publishers hide and show a message; visitors no longer see a hidden one', async () => {
    const created = (await post(author, { message: 'rude', rating_value: 1 })).body.result as ChatterMessage;
    await post(author, { message: 'fine', rating_value: 5 });

    for (const [client, name] of [
      [anonymous, 'AuthError'],
      [portal, 'AccessError'],
    ] as const) {
      const { body } = await client.rpc('/mail/message/hide', { message_id: created.id, hidden: true });
      expect(body.error?.data.name).toBe(name);
    }
    expect((await init(anonymous)).message_count).toBe(2);

    const hidden = await publisher.rpc('/mail/message/hide', { message_id: created.id, hidden: true });
    expect(hidden.body.result).toMatchObject({ id: created.id, is_hidden: true });
    const visitorView = await init(anonymous, { rating_include: true });
    expect(visitorView.messages.map((message) => message.body)).toEqual(['fine']);
    expect(visitorView.message_count).toBe(1);
    expect(visitorView.rating_stats?.avg).toBe(5);
    const publisherView = await init(publisher);
    expect(publisherView.messages.find((message) => message.id === created.id)?.is_hidden).toBe(true);

    await publisher.rpc('/mail/message/hide', { message_id: created.id, hidden: false });
    expect((await init(anonymous)).message_count).toBe(2);
    const missing = await publisher.rpc('/mail/message/hide', { message_id: 999_999, hidden: true });
    expect(missing.body.error?.data).toEqual({ name: 'MissingError', message: chatterErrors.missingMessage });
  });
});

describe('author avatars', () => {
  it('serves an initials picture at /web/image/mail.message/{id}/author_avatar/50x50', async () => {
    const created = (await post(author, { message: 'hello' })).body.result as ChatterMessage;
    const sized = await fetch(server.url + created.author_avatar_url);
    expect(sized.status).toBe(200);
    expect(sized.headers.get('content-type')).toBe('image/webp');
    expect(sized.headers.get('cache-control')).toContain('immutable');
    const original = await fetch(`${server.url}/web/image/mail.message/${created.id}/author_avatar`);
    expect(original.headers.get('content-type')).toContain('image/svg+xml');
    expect(await original.text()).toContain('>CC</text>');
    // An unknown message answers the placeholder, not an error.
    const unknown = await fetch(`${server.url}/web/image/mail.message/999999/author_avatar/50x50`);
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toContain('aria-label="No image"');
  });
});

describe('followers are told of new messages', () => {
  it('queues a mail to each follower but the author', async () => {
    const follow = (client: TestClient, email?: string) =>
      client.rpc('/website_mail/follow', {
        id: pageId,
        object: 'website.page',
        message_is_follower: 'off',
        email,
      });
    // A visitor follows once they open the link of the confirmation mail; a user at once.
    expect((await follow(anonymous, 'reader@example.com')).body.result).toBe(false);
    const [request] = await server.dataSource.getRepository(OutboxMail).findBy({ to: 'reader@example.com' });
    const confirmation = /https?:\/\/[^/\s]+(\/website_mail\/follow\/confirm\?\S+)/.exec(request!.text)![1]!;
    expect((await anonymous.request('GET', confirmation)).status).toBe(303);
    expect((await follow(author)).body.result).toBe(true);
    const before = await server.dataSource.getRepository(OutboxMail).count();
    await post(author, { message: 'News for followers\nSecond line' });
    const mails = await server.dataSource
      .getRepository(OutboxMail)
      .find({ order: { id: 'ASC' }, skip: before });
    expect(mails.map((mail) => mail.to)).toEqual(['reader@example.com']);
    expect(mails[0]!.subject).toBe('New message on About us');
    expect(mails[0]!.text).toContain('News for followers\nSecond line');
    expect(mails[0]!.text).toContain(`${server.url}/aboutus#chatter`);

    // The mail's own stop-following link: a GET only asks, a forged token is refused, the POST unfollows.
    const link = new URL(/Stop following: (\S+)/.exec(mails[0]!.text)![1]!);
    expect(link.pathname).toBe('/website_mail/unfollow');
    const reader = new TestClient(server.url);
    const confirm = await reader.request('GET', `${link.pathname}${link.search}`);
    expect(confirm.status).toBe(200);
    const page = await confirm.text();
    expect(page).toContain('Stop following About us');
    expect(page).toContain('<form method="post" action="/website_mail/unfollow">');
    const stillFollowing = () =>
      server.dataSource.getRepository(MailFollower).existsBy({ resId: pageId, email: 'reader@example.com' });
    expect(await stillFollowing()).toBe(true);

    const fields = Object.fromEntries(link.searchParams);
    const forged = await postForm(server, reader, link.pathname, { ...fields, email: 'author@example.com' });
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain('This link to stop following is not valid.');
    expect(await postForm(server, reader, link.pathname, fields, { csrf: false })).toMatchObject({
      status: 403,
    });
    expect(await stillFollowing()).toBe(true);

    const done = await postForm(server, reader, link.pathname, fields);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('reader@example.com no longer follows this page.');
    expect(await stillFollowing()).toBe(false);
  });
});
