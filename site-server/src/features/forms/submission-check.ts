import { formText, type FormField } from '../../../../shared/forms/contract';
import { languageByCode, t, type LangCode } from '../../../../shared/i18n';
import {
  isoDate,
  isoDateTime,
  parseStrictDate,
  parseStrictDateTime,
} from '../../../../shared/validators/dates';

/** What a post gave for one form: text entries per name (repeated for checkbox groups) and files. */
export interface PostedValues {
  texts: Map<string, string[]>;
  /** Field names that came with a non-empty file. */
  fileFields: Set<string>;
}

export type CheckedValues =
  { ok: true; values: Record<string, string | string[]> } | { ok: false; errors: Record<string, string> };

/** Longest text kept for one field (a text area); single-line fields get less. */
export const MAX_TEXTAREA_LENGTH = 10_000;
export const MAX_LINE_LENGTH = 500;

// A loose, standard shape: something@something.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Digits with the usual separators, an optional leading +; 6 to 20 digits.
const PHONE = /^\+?[\d\s().-]+$/;
const NUMBER = /^-?\d+([.,]\d+)?$/;

/**
 * Checks a post against the form's fields (SPEC §5): required fields, e-mail, phone and number
 * shapes, options, a required checkbox group needs one checked, dates and datetimes strictly in the
 * language's format, hidden fields carry their configured value. Answers the values to store (dates as YYYY-MM-DD[ HH:MM:SS]) or a message per
 * field, in the visitor's language.
 */
export function checkSubmission(
  fields: readonly FormField[],
  posted: PostedValues,
  lang: LangCode,
  today: Date = new Date(),
): CheckedValues {
  const language = languageByCode(lang);
  const errors: Record<string, string> = {};
  const values: Record<string, string | string[]> = {};

  for (const field of fields) {
    const given = (posted.texts.get(field.name) ?? []).map((value) => value.trim());
    if (field.type === 'hidden') {
      // Visitors never see it: another value is a page older than the form, or a forged post.
      const sent = given.length === 1 ? given[0] : undefined;
      if (!field.value || sent !== field.value) errors[field.name] = t(lang, 'forms.changed');
      else values[field.name] = field.value;
      continue;
    }
    if (field.type === 'file') {
      if (field.required && !posted.fileFields.has(field.name))
        errors[field.name] = t(lang, 'forms.required');
      continue;
    }
    if (field.type === 'checkbox_group') {
      const allowed = new Set((field.options ?? []).map((option) => option.value));
      const checked = [...new Set(given.filter(Boolean))];
      if (checked.some((value) => !allowed.has(value))) errors[field.name] = t(lang, 'forms.option');
      else if (field.required && checked.length === 0) errors[field.name] = t(lang, 'forms.checkOne');
      else if (checked.length) values[field.name] = checked;
      continue;
    }
    const value = given.find(Boolean) ?? '';
    if (!value) {
      if (field.required) errors[field.name] = t(lang, 'forms.required');
      continue;
    }
    const max = field.type === 'textarea' ? MAX_TEXTAREA_LENGTH : MAX_LINE_LENGTH;
    if (value.length > max) {
      errors[field.name] = t(lang, 'forms.tooLong', max);
      continue;
    }
    const problem = fieldProblem(field, value, lang, language, today);
    if ('error' in problem) errors[field.name] = problem.error;
    else values[field.name] = problem.value;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values };
}

function fieldProblem(
  field: FormField,
  value: string,
  lang: LangCode,
  language: ReturnType<typeof languageByCode>,
  today: Date,
): { error: string } | { value: string } {
  switch (field.type) {
    case 'email':
      return EMAIL.test(value) ? { value } : { error: t(lang, 'forms.email') };
    case 'tel': {
      const digits = value.replace(/\D/g, '').length;
      return PHONE.test(value) && digits >= 6 && digits <= 20 ? { value } : { error: t(lang, 'forms.phone') };
    }
    case 'number':
      return NUMBER.test(value) ? { value: value.replace(',', '.') } : { error: t(lang, 'forms.number') };
    case 'select':
    case 'radio':
      return (field.options ?? []).some((option) => option.value === value)
        ? { value }
        : { error: t(lang, 'forms.option') };
    case 'date': {
      const date = parseStrictDate(value, language.dateFormat, today);
      return date ? { value: isoDate(date) } : { error: t(lang, 'forms.notADate', value) };
    }
    case 'datetime': {
      const date = parseStrictDateTime(value, language.dateFormat, language.timeFormat, today);
      return date ? { value: isoDateTime(date) } : { error: t(lang, 'forms.notADatetime', value) };
    }
    default:
      return { value };
  }
}

/** Each field's label in `lang`, by name (for mails, lead descriptions and the CSV header). */
export function fieldLabels(fields: readonly FormField[], lang: string): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field.name, formText(field.label, lang) || field.name]));
}
