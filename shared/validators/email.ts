/**
 * SPEC §5 'text@text': the address check of the follow and subscribe blocks. Isomorphic, like
 * dates.ts: the site flags the block before sending, the server checks again with the same code.
 * Loose on purpose (one @, text on both sides); white space is refused, since no mailbox name holds
 * any and a space is most often a typing slip. The newsletter adds its provider's checks on top
 * (emailProblem in shared/newsletter/contract.ts).
 */

/** The longest address SMTP carries (RFC 5321: a 256-octet path less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/** Text, one @, text; no white space anywhere. */
export const TEXT_AT_TEXT = /^[^\s@]+@[^\s@]+$/;

/** Whether a typed address passes SPEC §5's text@text rule (surrounding spaces are forgiven). */
export function isTextAtText(typed: string): boolean {
  const address = typed.trim();
  return address.length <= EMAIL_MAX_LENGTH && TEXT_AT_TEXT.test(address);
}

/**
 * SPEC §5's "standard e-mail pattern" (the lead, demo-request and contact blocks): text@domain.tld,
 * no white space or line breaks (an address lands in mail headers), at most 254 characters.
 */
export const STANDARD_EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isStandardEmail(typed: string): boolean {
  const address = typed.trim();
  return address.length <= EMAIL_MAX_LENGTH && STANDARD_EMAIL.test(address);
}
