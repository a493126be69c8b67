/**
 * The chatter and the follow button as the server renders them (what a browser without JavaScript
 * gets): rendered inside a memory router whose root route holds the page shell's data.
 */
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ChatterMessage, ChatterResult } from '@shared/chatter/contract';
import type { ShellData } from '../../../core/site/shell-data';
import { Chatter } from './chatter';
import { FollowButton } from './follow-button';
import { pagerState, pageSearch } from './pager';
import { ratingLabel, starFills } from '../../ratings/site';
import { translator } from '../../../core/site/shell-data';

const shell = (user: ShellData['user'] = null): ShellData => ({
  lang: 'en_US',
  defaultLang: 'en_US',
  languages: [{ code: 'en_US', name: 'English', urlCode: '' }],
  urlPrefix: '',
  user,
  csrfToken: 'token-1',
  company: { name: 'Shop', logoUrl: null },
  cartCount: 0,
  wishlistIds: [],
  year: 2026,
  publicUrl: 'http://shop.example',
});

function render(element: ReactElement, url = '/blog/post', user: ShellData['user'] = null): string {
  const data = shell(user);
  const router = createMemoryRouter(
    [{ id: 'root', path: '*', loader: () => data, Component: () => element }],
    {
      initialEntries: [url],
      hydrationData: { loaderData: { root: data } },
    },
  );
  return renderToString(createElement(RouterProvider, { router }));
}

const message = (id: number, extra: Partial<ChatterMessage> = {}): ChatterMessage => ({
  id,
  date: '2026-05-03T10:00:00.000Z',
  author_name: `Author ${id}`,
  author_avatar_url: `/web/image/mail.message/${id}/author_avatar/50x50`,
  body: `Message ${id}`,
  rating_value: null,
  ...extra,
});

const result = (extra: Partial<ChatterResult> = {}): ChatterResult => ({
  messages: [message(1)],
  message_count: 1,
  options: {
    is_user_public: true,
    is_user_publisher: false,
    allow_composer: false,
    rating_include: true,
    res_model: 'blog.post',
    res_id: 7,
  },
  rating_stats: { avg: 0, percent: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } },
  ...extra,
});

describe('Chatter', () => {
  it('shows a script in a message as text, with line breaks kept by CSS', () => {
    const html = render(
      createElement(Chatter, {
        initial: result({ messages: [message(1, { body: '<script>alert(1)</script>\nline two' })] }),
      }),
    );
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;\nline two');
    expect(html).toContain('src="/web/image/mail.message/1/author_avatar/50x50"');
    expect(html).toContain('<time dateTime="2026-05-03T10:00:00.000Z">May 3, 2026</time>');
  });

  it('shows stars of a rating and the rating summary', () => {
    const html = render(
      createElement(Chatter, {
        initial: result({
          messages: [message(1, { rating_value: 3.5 })],
          rating_stats: { avg: 3.5, percent: { '1': 0, '2': 0, '3': 0, '4': 100, '5': 0 } },
        }),
      }),
    );
    expect(html).toContain('aria-label="3.5 out of 5 stars"');
    expect(html).toContain('Average: 3.5 out of 5');
    expect(html).toMatch(/data-rating-row="4".*?<meter[^>]*value="100"/s);
  });

  it('offers visitors a sign-in link instead of the composer', () => {
    const html = render(createElement(Chatter, { initial: result() }), '/blog/post?x=1');
    expect(html).not.toContain('data-chatter-composer');
    expect(html).toContain(`href="/web/login?redirect=${encodeURIComponent('/blog/post?x=1#chatter')}"`);
  });

  it('renders the composer with the star radio group where allowed', () => {
    const initial = result({ options: { ...result().options, is_user_public: false, allow_composer: true } });
    const html = render(createElement(Chatter, { initial }), '/blog/post?chatter_error=tooLong', {
      name: 'Carl',
      email: 'carl@example.com',
      role: 'portal',
    });
    expect(html).toContain('action="/mail/chatter_post"');
    expect(html).toContain('name="csrf_token" value="token-1"');
    expect(html).toContain('name="redirect" value="/blog/post"');
    // 0 to 5 in half steps: ten stars' halves plus "No rating".
    expect(html.match(/type="radio"/g)).toHaveLength(11);
    expect(html).toContain('4.5 out of 5 stars — I love it');
    expect(html).toContain('1 out of 5 stars — I hate it');
    expect(html).toContain('2 out of 5 stars — I don&#x27;t like it');
    expect(html).toContain('A message has at most 4000 characters.');
  });

  it('pages with links that work without JavaScript', () => {
    const initial = result({ messages: [message(21)], message_count: 73 });
    const html = render(createElement(Chatter, { initial }), '/blog/post?chatter_page=3&x=1');
    expect(html).toMatch(/aria-current="page"[^>]*data-page="3"/);
    expect(html).toContain('href="?chatter_page=2&amp;x=1#chatter"');
    expect(html).toContain('href="?x=1#chatter"'); // the first page drops the parameter
    expect(html).toContain('data-page="5"');
    expect(html).not.toContain('data-page="6"');
  });
});

describe('pager', () => {
  it('shows at most 5 pages around the current one, from page 1', () => {
    expect(pagerState(1, 0)).toEqual({ page: 1, pageCount: 1, pages: [1], previous: null, next: null });
    expect(pagerState(1, 73).pages).toEqual([1, 2, 3, 4, 5]);
    expect(pagerState(6, 73)).toMatchObject({ page: 6, pages: [4, 5, 6, 7, 8], previous: 5, next: 7 });
    expect(pagerState(8, 73)).toMatchObject({ page: 8, pages: [4, 5, 6, 7, 8], next: null });
    expect(pagerState(99, 73).page).toBe(8);
    expect(pagerState(-2, 73).page).toBe(1);
    expect(pageSearch('?a=1&chatter_page=4', 1)).toBe('?a=1');
  });
});

describe('stars', () => {
  it('labels half stars with the rating they round to', () => {
    const t = translator('en_US');
    expect([0, 0.5, 1, 2, 2.5, 3, 4, 4.5, 5].map((value) => ratingLabel(t, value))).toEqual([
      'No rating',
      'I hate it',
      'I hate it',
      "I don't like it",
      "It's okay",
      "It's okay",
      'I like it',
      'I love it',
      'I love it',
    ]);
    expect(starFills(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
  });
});

describe('FollowButton', () => {
  it('asks a visitor for an e-mail address, and a signed-in user for nothing', () => {
    const visitor = render(createElement(FollowButton, { model: 'blog.post', resId: 7 }));
    expect(visitor).toContain('action="/website_mail/follow"');
    expect(visitor).toContain('type="email"');
    expect(visitor).toContain('name="message_is_follower" value="off"');
    const user = render(
      createElement(FollowButton, {
        model: 'blog.post',
        resId: 7,
        initial: { is_follower: true, is_user: true, email: 'carl@example.com' },
      }),
      '/blog/post',
      { name: 'Carl', email: 'carl@example.com', role: 'portal' },
    );
    expect(user).not.toContain('type="email"');
    expect(user).toContain('name="message_is_follower" value="on"');
    expect(user).toContain('Unfollow');
  });

  it('flags the block as an error when the form came back refused', () => {
    const html = render(
      createElement(FollowButton, { model: 'blog.post', resId: 7 }),
      '/p?follow_error=badEmail',
    );
    expect(html).toContain('class="follow follow--error"');
    expect(html).toContain('Enter a valid e-mail address.');
  });
});
