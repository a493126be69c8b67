/** Addresses of the third-party frames of video and social blocks: loaded only after a click. */

export function videoEmbedUrl(provider: 'youtube' | 'vimeo', videoId: string): string {
  const id = encodeURIComponent(videoId);
  // youtube-nocookie: no tracking cookie before the visitor plays (the CSP allows only these two hosts).
  return provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`
    : `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`;
}

/** The video on its own site, for visitors without JavaScript. */
export function videoPageUrl(provider: 'youtube' | 'vimeo', videoId: string): string {
  const id = encodeURIComponent(videoId);
  return provider === 'youtube' ? `https://www.youtube.com/watch?v=${id}` : `https://vimeo.com/${id}`;
}

export const videoHosts = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

export const socialNetworks = {
  facebook: 'Facebook',
  x: 'X',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
} as const;

/** The embeddable frame of a social page, or null when the network has none (the block shows a link). */
export function socialEmbedUrl(network: keyof typeof socialNetworks, pageUrl: string): string | null {
  if (network !== 'facebook') return null;
  const query = new URLSearchParams({ href: pageUrl, tabs: 'timeline', width: '500', height: '600' });
  return `https://www.facebook.com/plugins/page.php?${query.toString()}`;
}
