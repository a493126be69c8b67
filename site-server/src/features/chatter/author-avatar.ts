import { createHash } from 'node:crypto';

/** Background colours of initials avatars; the author's name picks one, so it stays the same. */
const COLOURS = ['#1d6fa5', '#067647', '#93370d', '#6941c6', '#b42318', '#0e7090', '#4e5ba6', '#854a0e'];

/** "Marie Curie" → "MC", "élise" → "É", "" → "?". Letters and digits only, so the SVG needs no escaping. */
export function initialsOf(name: string): string {
  const words = name
    .normalize('NFC')
    .split(/\s+/)
    .map((word) => [...word].find((char) => /[\p{L}\p{N}]/u.test(char)))
    .filter((char): char is string => Boolean(char));
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words.slice(0, 1);
  return picked.join('').toLocaleUpperCase() || '?';
}

/** A square SVG avatar with the author's initials, for authors without a picture. */
export function initialsAvatarSvg(name: string): Buffer {
  const digest = createHash('sha256').update(name.trim().toLowerCase()).digest();
  const colour = COLOURS[digest[0]! % COLOURS.length]!;
  const initials = initialsOf(name);
  const size = initials.length > 1 ? 104 : 128;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
      `<rect width="256" height="256" fill="${colour}"/>` +
      `<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" ` +
      `font-size="${size}" font-weight="600" fill="#ffffff">${initials}</text></svg>\n`,
  );
}
