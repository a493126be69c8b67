/**
 * The website form's behaviour in the browser (SPEC §4, §5): checks the form before posting
 * (browser validity, a required checkbox group needs one checked, dates strictly in the page's
 * language format), posts it with fetch and reads the answer.
 */
import type { FormPostAnswer, PublicForm } from '@shared/forms/contract';
import { t, type LangCode } from '@shared/i18n';
import { parseStrictDate, parseStrictDateTime } from '@shared/validators/dates';

/** SPEC §4 status templates; 'idle' before the first send. */
export type FormStatus = 'idle' | 'send' | 'invalid' | 'error' | 'success';

export type PostOutcome =
  | { kind: 'success'; id: number }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'error'; message: string };

/** The inputs of a field (a checkbox group and a radio have several). */
function inputsOf(form: HTMLFormElement, name: string): HTMLInputElement[] {
  return [...form.querySelectorAll<HTMLInputElement>(`[name="${name}"]`)];
}

/** The message of a date typed in the wrong shape, or null when it reads right (or is empty). */
export function dateProblem(definition: PublicForm, type: 'date' | 'datetime', value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  const lang = definition.lang as LangCode;
  if (type === 'date')
    return parseStrictDate(text, definition.dateFormat) ? null : t(lang, 'forms.notADate', text);
  return parseStrictDateTime(text, definition.dateFormat, definition.timeFormat)
    ? null
    : t(lang, 'forms.notADatetime', text);
}

/** What is wrong with the form before it is sent, by field name (empty when it may go). */
export function checkBeforeSending(form: HTMLFormElement, definition: PublicForm): Record<string, string> {
  const lang = definition.lang as LangCode;
  const errors: Record<string, string> = {};
  for (const field of definition.fields) {
    const inputs = inputsOf(form, field.name);
    if (field.type === 'checkbox_group') {
      if (field.required && !inputs.some((input) => input.checked))
        errors[field.name] = t(lang, 'forms.checkOne');
      continue;
    }
    const invalid = inputs.find((input) => !input.checkValidity());
    if (invalid) {
      errors[field.name] = invalid.validity.valueMissing
        ? t(lang, 'forms.required')
        : invalid.validationMessage || t(lang, 'forms.status.invalid');
      continue;
    }
    if (field.type === 'date' || field.type === 'datetime') {
      const problem = dateProblem(definition, field.type, inputs[0]?.value ?? '');
      if (problem) errors[field.name] = problem;
    }
  }
  return errors;
}

/** Reads the server's answer to a post (see shared/forms/contract.ts). */
export function outcomeOf(status: number, answer: FormPostAnswer | null, lang: LangCode): PostOutcome {
  if (answer && 'id' in answer && status < 300) return { kind: 'success', id: answer.id };
  if (answer && 'error_fields' in answer && Object.keys(answer.error_fields).length)
    return { kind: 'invalid', fields: answer.error_fields };
  const message = answer && 'error' in answer && answer.error ? answer.error : t(lang, 'forms.status.error');
  return { kind: 'error', message };
}

/** Posts the form to its action as the server expects from a script (JSON answer). */
export async function sendForm(form: HTMLFormElement, lang: LangCode): Promise<PostOutcome> {
  let response: Response;
  try {
    response = await fetch(form.action, {
      method: 'POST',
      body: new FormData(form),
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
  } catch {
    return { kind: 'error', message: t(lang, 'forms.status.error') };
  }
  let answer: FormPostAnswer | null = null;
  try {
    answer = (await response.json()) as FormPostAnswer;
  } catch {
    answer = null;
  }
  return outcomeOf(response.status, answer, lang);
}
