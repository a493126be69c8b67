/**
 * The blog's markup, without a server: what a post's HTML keeps, its plain-text teasers, the share
 * links, and the latest-posts block's error and empty states (SPEC §8).
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blogErrors } from '../../../../shared/blog/contract';
import { cutForTweet, shareLinks } from './site/share-links';
import { latestPostsBlockDefinition } from './site/latest-posts-block';
import { plainTextOf, sanitizePostHtml } from './blog-html';
import { decode } from './blog-test-support';

describe('sanitising', () => {
  it('keeps allow-listed markup and drops scripts, handlers and javascript: links', () => {
    const clean = sanitizePostHtml(
      '<h2>Title</h2><p onclick="alert(1)">A <strong>b</strong> <a href="javascript:alert(1)">x</a> <a href="https://example.com">y</a></p><script>alert(1)</script><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>',
    );
    expect(clean).toContain('<h2>Title</h2>');
    expect(clean).toContain('<strong>b</strong>');
    expect(clean).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow">y</a>');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript|iframe|alert/);
  });

  it('makes plain-text teasers cut on a word', () => {
    expect(plainTextOf('<p>Tom &amp; Jerry</p><p>run</p>')).toBe('Tom & Jerry run');
    expect(plainTextOf('<p>one two three four</p>', 12)).toBe('one two…');
  });

  it('cuts a tweet to at most 140 characters and builds the share links of four networks and e-mail', () => {
    const long = 'word '.repeat(60);
    expect(cutForTweet(long).length).toBeLessThanOrEqual(140);
    expect(cutForTweet('short text')).toBe('short text');
    const links = shareLinks('A title', 'http://x.test/blog/a-1/post/b-2');
    expect(Object.keys(links)).toEqual(['twitter', 'facebook', 'linkedin', 'whatsapp', 'email']);
    expect(links.whatsapp).toBe(
      `https://wa.me/?${new URLSearchParams({ text: 'A title http://x.test/blog/a-1/post/b-2' })}`,
    );
    expect(links.facebook).toContain(encodeURIComponent('http://x.test/blog/a-1/post/b-2'));
  });
});
describe('latest-posts block', () => {
  const block = { type: 'latest_posts' as const, blogId: null, limit: 3, template: 'list' as const };
  const render = (
    data: Parameters<typeof latestPostsBlockDefinition.Component>[0]['data'],
    editor: boolean,
  ) => renderToStaticMarkup(createElement(latestPostsBlockDefinition.Component, { block, data, editor }));

  it('shows an error paragraph in editor mode only when the posts cannot be loaded (SPEC §8)', () => {
    const failed = { posts: [], lang: 'en_US' as const, urlPrefix: '', error: 'database is down' };
    expect(render(failed, true)).toContain(
      '<p class="latest-posts__error" role="alert">The latest posts could not be loaded: database is down</p>',
    );
    expect(render(failed, false)).not.toContain('latest-posts__error');
  });

  it('shows the empty message of SPEC §8 when there is no post', () => {
    const empty = { posts: [], lang: 'en_US' as const, urlPrefix: '', error: null };
    expect(decode(render(empty, false))).toContain(blogErrors.noPosts);
  });
});
