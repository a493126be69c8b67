import { escapeHtml } from '../../core/http/html';
import type { NewsletterFormat } from '../../../../shared/newsletter/contract';

const INLINE = /\*\*(.+?)\*\*|_(.+?)_|\[([^\]\n]+)\]\((https?:\/\/[^\s)]+)\)/g;

/** One paragraph of simple markup: everything escaped, then **bold**, _italic_ and [text](https://…). */
function inlineHtml(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    html += escapeHtml(text.slice(last, match.index));
    const [, bold, italic, label, url] = match;
    if (bold !== undefined) html += `<strong>${escapeHtml(bold)}</strong>`;
    else if (italic !== undefined) html += `<em>${escapeHtml(italic)}</em>`;
    else html += `<a href="${escapeHtml(url!)}">${escapeHtml(label!)}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

const paragraphs = (body: string) =>
  body
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/**
 * A newsletter's body as HTML. Nothing the author types becomes markup except the simple markup
 * of the 'markup' format; plain text only keeps its paragraphs and line breaks.
 */
export function bodyHtml(body: string, format: NewsletterFormat): string {
  return paragraphs(body)
    .map((paragraph) => {
      const lines = paragraph
        .split('\n')
        .map((line) => (format === 'markup' ? inlineHtml(line) : escapeHtml(line)));
      return `<p>${lines.join('<br>')}</p>`;
    })
    .join('\n');
}

/** The plain-text copy: the markup's links keep their address, emphasis marks go. */
export function bodyText(body: string, format: NewsletterFormat): string {
  const text = body.replace(/\r\n?/g, '\n').trim();
  if (format === 'text') return text;
  return text
    .replace(/\[([^\]\n]+)\]\((https?:\/\/[^\s)]+)\)/g, '$1 ($2)')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/_(.+?)_/g, '$1');
}

/** A whole mail: the body, then the unsubscribe line every copy carries. */
export function mailHtml(options: {
  title: string;
  bodyHtml: string;
  footer: string;
  unsubscribeUrl: string;
  unsubscribeLabel: string;
}) {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(options.title)}</title></head>
<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#222;max-width:40rem;margin:0 auto;padding:1rem">
${options.bodyHtml}
<hr style="border:none;border-top:1px solid #ddd;margin:2rem 0 1rem">
<p style="font-size:0.85em;color:#666">${escapeHtml(options.footer)} <a href="${escapeHtml(options.unsubscribeUrl)}">${escapeHtml(options.unsubscribeLabel)}</a></p>
</body></html>`;
}
