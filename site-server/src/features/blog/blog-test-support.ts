/** What the blog's server tests share: a site with its signed-in clients, and calls to its API and pages. */
import { expect } from 'vitest';
import type { BlogRow, PostDetail, PostRow } from '../../../../shared/blog/contract';
import type { Page } from '../../../../shared/api/admin';
import { startSiteTestServer } from '../../testing/site-test-server';
import { TestClient, type TestServer } from '../../testing/test-server';

const PUBLISHER = ['publisher@example.com', 'demo-password-1'] as const;
const PORTAL = ['portal@example.com', 'demo-password-1'] as const;
export const DAY = 24 * 60 * 60 * 1000;

export interface BlogTestSite {
  server: TestServer;
  publisher: TestClient;
  portal: TestClient;
  anonymous: TestClient;
}

/** The demo site with a publisher, a portal user and a visitor; its blog pages already compiled. */
export async function startBlogTestSite(): Promise<BlogTestSite> {
  const server = await startSiteTestServer();
  const publisher = new TestClient(server.url);
  await publisher.signIn(...PUBLISHER);
  const portal = new TestClient(server.url);
  await portal.signIn(...PORTAL);
  const anonymous = new TestClient(server.url);
  // Vite compiles the blog pages on first use.
  await (await fetch(`${server.url}/blog`)).text();
  return { server, publisher, portal, anonymous };
}

export async function api<T>(client: TestClient, method: string, url: string, json?: unknown) {
  const response = await client.request(method, `/api/admin${url}`, json === undefined ? {} : { json });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

export async function page(client: TestClient, url: string) {
  const response = await client.request('GET', url);
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

export const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

export async function allPosts(publisher: TestClient): Promise<PostRow[]> {
  return (await api<Page<PostRow>>(publisher, 'GET', '/blog/posts')).body.items;
}

export async function postNamed(publisher: TestClient, title: string): Promise<PostRow> {
  const found = (await allPosts(publisher)).find((post) => post.title === title);
  if (!found) throw new Error(`no post ${title}`);
  return found;
}

/** A post of the first blog, published yesterday unless `overrides` say otherwise. */
export async function newPost(
  publisher: TestClient,
  overrides: Record<string, unknown> = {},
): Promise<PostDetail> {
  const blogs = (await api<Page<BlogRow>>(publisher, 'GET', '/blog/blogs')).body.items;
  const { status, body } = await api<PostDetail>(publisher, 'POST', '/blog/posts', {
    blogId: blogs[0]!.id,
    title: { en_US: 'A test post' },
    body: { en_US: '<p>Hello</p>' },
    postDate: new Date(Date.now() - DAY).toISOString(),
    published: true,
    ...overrides,
  });
  expect(status).toBe(200);
  return body;
}
