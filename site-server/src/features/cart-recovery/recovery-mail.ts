/**
 * The recovery mail (issue 29, item 2): in the shopper's language, the cart's lines with their image
 * and price in the cart's currency and price list, the restore link, and the unsubscribe link with
 * RFC 8058's headers.
 */
import { RESTORE_LINK_DAYS } from '../../../../shared/cart-recovery/contract';
import { isLangCode, t, type LangCode } from '../../../../shared/i18n';
import { formatMoney } from '../../../../shared/money';
import { escapeHtml } from '../../core/http/html';
import type { MailToQueue } from '../../core/mail';
import type { RecoveryLines } from '../cart';
import { listUnsubscribeHeaders, restoreUrl, unsubscribeUrl } from './recovery-links';

export interface RecoveryMailInput {
  cartId: number;
  email: string;
  lang: string;
  shopName: string;
  cart: RecoveryLines;
  baseUrl: string;
  secret: string;
}

const absolute = (baseUrl: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${baseUrl.replace(/\/+$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;

export function recoveryMail(input: RecoveryMailInput): MailToQueue {
  const lang: LangCode = isLangCode(input.lang) ? input.lang : 'en_US';
  const say = (key: Parameters<typeof t>[1], ...args: Array<string | number>) => t(lang, key, ...args);
  const money = (amount: number) =>
    formatMoney({ amount, currency: input.cart.currency }, lang.replace('_', '-'));
  const restore = restoreUrl(input.baseUrl, input.secret, { cartId: input.cartId, lang });
  const unsubscribe = unsubscribeUrl(input.baseUrl, input.secret, input.email, lang);
  const total = input.cart.lines.reduce((sum, line) => sum + line.subtotal, 0);

  const text = [
    say('recovery.mail.greeting'),
    '',
    say('recovery.mail.intro', input.shopName),
    '',
    ...input.cart.lines.map(
      (line) => `  ${say('recovery.mail.line', line.quantity, line.name, money(line.subtotal))}`,
    ),
    '',
    say('recovery.mail.total', money(total)),
    '',
    say('recovery.mail.restoreText', RESTORE_LINK_DAYS, restore),
    '',
    '--',
    say('recovery.mail.footer', input.shopName),
    say('recovery.mail.unsubscribeText', unsubscribe),
  ].join('\n');

  const rows = input.cart.lines
    .map(
      (line) => `<tr>
<td style="padding:8px"><img src="${escapeHtml(absolute(input.baseUrl, line.imageUrl))}" alt="" width="64" height="64" style="object-fit:contain"></td>
<td style="padding:8px">${escapeHtml(line.name)}<br><small>${line.quantity} × ${escapeHtml(money(line.unitPrice))}</small></td>
<td style="padding:8px;text-align:right">${escapeHtml(money(line.subtotal))}</td>
</tr>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="${lang.replace('_', '-')}"><body style="font-family:sans-serif">
<p>${escapeHtml(say('recovery.mail.greeting'))}</p>
<p>${escapeHtml(say('recovery.mail.intro', input.shopName))}</p>
<table style="border-collapse:collapse">
${rows}
<tr><td></td><td style="padding:8px"><strong>${escapeHtml(say('recovery.mail.total', money(total)))}</strong></td><td></td></tr>
</table>
<p><a href="${escapeHtml(restore)}" style="display:inline-block;padding:10px 16px;background:#1c7ed6;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(say('recovery.mail.restore'))}</a></p>
<hr>
<p><small>${escapeHtml(say('recovery.mail.footer', input.shopName))}
<a href="${escapeHtml(unsubscribe)}">${escapeHtml(say('recovery.mail.unsubscribe'))}</a></small></p>
</body></html>`;

  return {
    to: input.email,
    subject: say('recovery.mail.subject'),
    text,
    html,
    headers: listUnsubscribeHeaders(input.baseUrl, input.secret, input.email),
  };
}
