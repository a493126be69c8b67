/**
 * The site's generic form validator (SPEC §5, the marketing blocks): a field with data-match must
 * equal the field it names ('Does not match'); data-minlength sets a shortest length ('Not long
 * enough'); the browser's own validity applies (type, pattern, maxlength…); a required checkbox or
 * radio group must be checked and a required text field not blank. Each message may be replaced per
 * field (data-match-error, data-minlength-error, data-required-error, data-error). An optional remote
 * check (data-remote="/path") sends GET /path?{name}={value}; an answer that is not 2xx refuses the
 * value with its text. Checks run 500 ms after typing stops, and all at once on submit.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** SPEC §9: the validator waits this long after the last keystroke. */
export const VALIDATOR_DELAY_MS = 500;

export const validatorMessages = {
  match: 'Does not match',
  minlength: 'Not long enough',
  required: 'Please fill in this field.',
} as const;

/** What the checks read of one field (the DOM adapter below fills it from an element). */
export interface CheckedField {
  name: string;
  value: string;
  kind: 'text' | 'checkbox' | 'radio';
  required: boolean;
  /** A checkbox or radio group: one of its boxes is checked. */
  checked?: boolean;
  minLength?: number | null;
  /** The value of the field data-match names. */
  matchValue?: string | null;
  /** The browser's verdict ('' when valid). */
  nativeMessage?: string;
  messages?: { match?: string; minlength?: string; required?: string; any?: string };
}

/** The field's first problem, or null. The local checks only; the remote one is `remoteProblem`. */
export function fieldProblem(field: CheckedField): string | null {
  const say = (kind: 'match' | 'minlength' | 'required', fallback: string) =>
    field.messages?.[kind] ?? field.messages?.any ?? fallback;
  if (field.kind !== 'text')
    return field.required && !field.checked ? say('required', validatorMessages.required) : null;
  const value = field.value;
  if (field.required && !value.trim()) return say('required', validatorMessages.required);
  if (!value) return null;
  if (field.nativeMessage) return field.messages?.any ?? field.nativeMessage;
  if (field.minLength && [...value].length < field.minLength)
    return say('minlength', validatorMessages.minlength);
  if (field.matchValue !== undefined && field.matchValue !== null && value !== field.matchValue)
    return say('match', validatorMessages.match);
  return null;
}

/** The remote check of a field with data-remote: null when the server accepts the value. */
export async function remoteProblem(path: string, name: string, value: string): Promise<string | null> {
  const url = `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ [name]: value }).toString()}`;
  try {
    const response = await fetch(url, { headers: { accept: 'text/plain, application/json' } });
    if (response.ok) return null;
    return (await response.text()).trim() || validatorMessages.required;
  } catch {
    return null; // the check could not run: the server checks again on submit
  }
}

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Reads one named field of the form as the checks see it. */
export function readField(form: HTMLFormElement, element: FieldElement): CheckedField {
  const data = element.dataset;
  const kind =
    element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')
      ? element.type
      : 'text';
  const group =
    kind === 'text'
      ? []
      : [...form.querySelectorAll<HTMLInputElement>(`input[name="${CSS.escape(element.name)}"]`)];
  const matched = data.match
    ? form.querySelector<FieldElement>(
        data.match.startsWith('#') ? data.match : `[name="${CSS.escape(data.match)}"]`,
      )
    : null;
  // The browser's checks, less 'required' (worded by the validator, per field).
  const native = element.validity.valueMissing ? '' : element.validationMessage;
  return {
    name: element.name,
    value: element.value,
    kind,
    required: element.required || group.some((box) => box.required),
    checked: group.some((box) => box.checked),
    minLength: data.minlength ? Number(data.minlength) : null,
    matchValue: matched ? matched.value : data.match ? '' : undefined,
    nativeMessage: native,
    messages: {
      match: data.matchError,
      minlength: data.minlengthError,
      required: data.requiredError,
      any: data.error,
    },
  };
}

/** The form's named fields, one per name (a radio group once). */
function fieldsOf(form: HTMLFormElement): FieldElement[] {
  const seen = new Set<string>();
  return [...form.querySelectorAll<FieldElement>('input[name], textarea[name], select[name]')].filter(
    (element) => {
      if (element.type === 'hidden' || element.disabled || seen.has(element.name)) return false;
      seen.add(element.name);
      return true;
    },
  );
}

/**
 * The validator on a form: `errors` by field name (shown by the form under each field), `validate()`
 * for the submit (every field, remote checks included). A field is checked 500 ms after the visitor
 * stops typing in it. A reset (the form's, or `reset()` after a successful send) drops the errors and
 * the checks still waiting: they would find the emptied fields blank and say so under each.
 */
export function useFormValidator(form: RefObject<HTMLFormElement | null>, enabled = true) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const timers = useRef(new Map<string, number>());
  // Bumped by a reset: a check started before it (a remote one on its way) keeps its answer to itself.
  const generation = useRef(0);

  const check = useCallback(
    async (element: FieldElement): Promise<string | null> => {
      const target = form.current;
      if (!target) return null;
      const started = generation.current;
      const problem =
        fieldProblem(readField(target, element)) ??
        (element.dataset.remote && element.value
          ? await remoteProblem(element.dataset.remote, element.name, element.value)
          : null);
      if (generation.current !== started) return null;
      setErrors((current) => {
        const next = { ...current };
        if (problem) next[element.name] = problem;
        else delete next[element.name];
        return next;
      });
      return problem;
    },
    [form],
  );

  const reset = useCallback(() => {
    generation.current += 1;
    timers.current.forEach((timer) => window.clearTimeout(timer));
    timers.current.clear();
    setErrors({});
  }, []);

  useEffect(() => {
    const target = form.current;
    if (!target || !enabled) return;
    const pending = timers.current;
    const onInput = (event: Event) => {
      const element = event.target as FieldElement;
      if (!element.name) return;
      window.clearTimeout(pending.get(element.name));
      pending.set(
        element.name,
        window.setTimeout(() => void check(element), VALIDATOR_DELAY_MS),
      );
    };
    target.addEventListener('input', onInput);
    target.addEventListener('change', onInput);
    target.addEventListener('reset', reset);
    return () => {
      target.removeEventListener('input', onInput);
      target.removeEventListener('change', onInput);
      target.removeEventListener('reset', reset);
      pending.forEach((timer) => window.clearTimeout(timer));
    };
  }, [form, enabled, check, reset]);

  const validate = useCallback(async (): Promise<boolean> => {
    const target = form.current;
    if (!target) return true;
    const problems = await Promise.all(fieldsOf(target).map((element) => check(element)));
    return problems.every((problem) => problem === null);
  }, [form, check]);

  return { errors, validate, reset };
}
