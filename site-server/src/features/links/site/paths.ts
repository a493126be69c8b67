import { LINK_CODE_PATTERN } from '@shared/links/contract';

/**
 * The statistics page of a code: /r/{code}+ (the products the spec comes from use the + suffix;
 * the server's fast path answers /r/{code} itself).
 */
export const statisticsPath = (code: string) => `/r/${encodeURIComponent(code)}+`;

/**
 * The code in `/r/{code}+`: React Router hands the 'r/*' splat route whatever follows /r/ that the
 * server did not answer; anything but a well-formed code followed by '+' is no page.
 */
export function statisticsCode(splat: string | undefined): string | null {
  if (!splat?.endsWith('+')) return null;
  const code = splat.slice(0, -1);
  return LINK_CODE_PATTERN.test(code) ? code : null;
}
