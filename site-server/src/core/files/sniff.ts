/** The image types we accept, recognised from their bytes. */
export const imageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'] as const;
export type ImageType = (typeof imageTypes)[number];

const startsWith = (buffer: Buffer, bytes: readonly number[], offset = 0) =>
  buffer.length >= offset + bytes.length && bytes.every((byte, index) => buffer[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type of these bytes, whatever the file is called; null when it is none of ours. */
export function sniffImageType(buffer: Buffer): ImageType | null {
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buffer, ascii('GIF87a')) || startsWith(buffer, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(buffer, ascii('RIFF')) && startsWith(buffer, ascii('WEBP'), 8)) return 'image/webp';
  if (svgRoot(buffer) !== null) return 'image/svg+xml';
  return null;
}

// fatal: invalid UTF-8 throws; the BOM is dropped.
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The text of an SVG document, or null when the bytes are not one: UTF-8 text whose first element,
 * after the XML declaration, comments and doctype, is <svg>.
 */
export function svgRoot(buffer: Buffer): string | null {
  const head = buffer.subarray(0, 4096);
  if (head.includes(0)) return null;
  let text: string;
  try {
    text = utf8.decode(buffer);
  } catch {
    return null; // not UTF-8 text
  }
  let rest = text;
  for (;;) {
    const trimmed = rest.trimStart();
    const prolog = /^(?:<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE(?:[^[>]|\[[\s\S]*?\])*>)/i.exec(trimmed);
    if (!prolog) {
      return /^<(?:[a-z][\w.-]*:)?svg[\s>/]/i.test(trimmed) ? text : null;
    }
    rest = trimmed.slice(prolog[0].length);
  }
}

/**
 * Why an SVG may not be shown, or null when it is safe enough: we refuse scripts, event handlers,
 * javascript: links and entity declarations (SVGs are also served with a CSP that blocks scripts).
 */
export function svgRefusal(svg: string): string | null {
  if (
    /<\s*(?:[a-z][\w.-]*:)?script[\s>/]/i.test(svg) ||
    /[\s/"']on[a-z]+\s*=/i.test(svg) ||
    /(?:href|src)\s*=\s*["']?\s*(?:javascript|vbscript|data:text\/html)/i.test(svg)
  ) {
    return 'This SVG contains scripts and cannot be used.';
  }
  if (/<!ENTITY/i.test(svg)) return 'This SVG declares entities and cannot be used.';
  return null;
}
