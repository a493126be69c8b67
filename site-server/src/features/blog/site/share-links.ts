import { TWEET_MAX_CHARS } from '@shared/blog/sharing';

/** SPEC §9: a tweet carries at most 140 characters of the selection (cut on a word when it can be). */
export function cutForTweet(text: string, max = TWEET_MAX_CHARS): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

export function tweetIntent(text: string, url?: string): string {
  const params = new URLSearchParams({ text });
  if (url) params.set('url', url);
  return `https://twitter.com/intent/tweet?${params}`;
}

/** A post's share buttons: four social networks (SPEC §2) and e-mail; plain links, no third-party script. */
export function shareLinks(title: string, url: string) {
  return {
    twitter: tweetIntent(title, url),
    facebook: `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: url })}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url })}`,
    whatsapp: `https://wa.me/?${new URLSearchParams({ text: `${title} ${url}` })}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`,
  } as const;
}
