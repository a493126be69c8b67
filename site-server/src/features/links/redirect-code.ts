const CODE_CHAR = new Uint8Array(128);
for (const char of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-')
  CODE_CHAR[char.charCodeAt(0)] = 1;

/**
 * The code of `/r/{code}` (one path segment of code characters, an optional query ignored), or
 * null for any other URL. Hand-written: this runs for every request the server gets.
 */
export function redirectCode(url: string): string | null {
  if (url.charCodeAt(0) !== 47 || url.charCodeAt(1) !== 114 || url.charCodeAt(2) !== 47) return null; // '/r/'
  let end = 3;
  while (end < url.length && end - 3 <= 64) {
    const c = url.charCodeAt(end);
    if (c === 63) break; // '?'
    if (c >= 128 || CODE_CHAR[c] !== 1) return null;
    end++;
  }
  const length = end - 3;
  if (length < 1 || length > 64) return null;
  return url.slice(3, end);
}
