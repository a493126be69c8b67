/**
 * How a field's value reads in the audit log: as short text, with secrets masked. Pure functions,
 * tested on their own (audit-values.test.ts).
 */
import type { AuditChange } from '../../../../shared/audit/contract';

/** What a masked value shows instead of itself. */
export const MASK = '••••';

/** A value longer than this is cut (a page's blocks): the log says what changed, not a copy of the record. */
export const MAX_VALUE_LENGTH = 500;

/** Fields named so hold secrets: passwords, hashes, tokens, TOTP secrets, recovery codes, keys. */
const SECRET_NAME = /password|secret|token|hash|totp|recovery/i;
/** A key (publishableKey, secretKey, api_key): the one kind of secret that shows its last 4 characters. */
const KEY_NAME = /(^key|[a-z]Key|_key)s?$/;

export function isSecretField(field: string): boolean {
  return SECRET_NAME.test(field) || KEY_NAME.test(field);
}

/** A secret as the log shows it: '••••' and, for a long key, its last 4 characters; empty stays empty. */
export function maskSecret(field: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (text === '') return '';
  return KEY_NAME.test(field) && text.length >= 16 ? `${MASK}${text.slice(-4)}` : MASK;
}

/** Any value as short text: dates in ISO, objects as JSON, long text cut. */
export function valueText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  let text: string;
  if (value instanceof Date) text = Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
  else if (typeof value === 'string') text = value;
  else if (typeof value === 'function') text = '(computed)';
  else if (isTextByKey(value)) text = textByKey(value);
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

/** A translated field ({en_US: 'About', fr_FR: 'À propos'}) or another map of texts. */
function isTextByKey(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((text) => typeof text === 'string')
  );
}

/** 'About' when one language has a value, else 'en_US: About · fr_FR: À propos'; an empty map reads ''. */
function textByKey(value: Record<string, string>): string {
  const entries = Object.entries(value).filter(([, text]) => text !== '');
  if (entries.length === 1 && /^[a-z]{2}_[A-Z]{2}$/.test(entries[0]![0])) return entries[0]![1];
  return entries.map(([key, text]) => `${key}: ${text}`).join(' · ');
}

/** A field's value as the log keeps it, masked when the field holds a secret. */
export function fieldText(field: string, value: unknown, masked: readonly string[] = []): string | null {
  return masked.includes(field) || isSecretField(field) ? maskSecret(field, value) : valueText(value);
}

/** The change of one field; null when both read the same (a secret changed shows as '•••• → ••••'). */
export function changeOf(
  field: string,
  before: unknown,
  after: unknown,
  masked: readonly string[] = [],
): AuditChange | null {
  const secret = masked.includes(field) || isSecretField(field);
  const same = sameValue(before, after);
  if (same) return null;
  const beforeText = fieldText(field, before, masked);
  let afterText = fieldText(field, after, masked);
  // Two different secrets may mask alike: say that it changed.
  if (secret && beforeText === afterText && afterText !== null) afterText = `${afterText} (changed)`;
  return { field, before: beforeText, after: afterText };
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || a === undefined || b === null || b === undefined) return a == b;
  if (a instanceof Date || b instanceof Date)
    return new Date(a as Date).getTime() === new Date(b as Date).getTime();
  if (typeof a === 'object' || typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  // '12' (a bigint from PostgreSQL) and 12 are the same amount.
  return String(a) === String(b);
}

/** The record's name for the log: its name, title, e-mail, code or number, whichever it has. */
export function recordNameOf(record: Record<string, unknown> | undefined | null): string {
  if (!record) return '';
  for (const key of ['name', 'title', 'subject', 'email', 'code', 'number', 'url', 'label']) {
    const value = record[key];
    if (typeof value === 'string' && value) return value.slice(0, 300);
    if (typeof value === 'number') return String(value);
    if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) {
      const first = Object.values(value as Record<string, unknown>).find(
        (text): text is string => typeof text === 'string' && text !== '',
      );
      if (first) return first.slice(0, 300);
    }
  }
  return '';
}
