/**
 * A website form built in the back office (SPEC §4, §5, §7). A real HTML form posting to
 * /website/form/{model}: without JavaScript the server answers with a redirect or a page of errors.
 * Once hydrated it checks the fields first, posts with fetch, shows the status templates (send,
 * invalid, error, success) and the server's field errors as popovers, then resets the form or goes
 * to the success page. In editor mode (SPEC §6) it does not send.
 */
import { useState, type FormEvent } from 'react';
import { FORM_HONEYPOT_FIELD, type PublicForm } from '@shared/forms/contract';
import { t, type LangCode } from '@shared/i18n';
import formsCss from './forms.css?url';
import { checkBeforeSending, sendForm, type FormStatus } from './website-form-behaviour';
import { useHydrated } from '../../../core/site/components/use-hydrated';
import { FormFieldInput } from './form-field-input';

export interface WebsiteFormProps {
  form: PublicForm;
  csrfToken: string;
  /** The page came back from a post without JavaScript that succeeded (?form_sent={id}). */
  sent: boolean;
  editor: boolean;
  /** The page the form is on, sent along (the server keeps it with the submission). */
  pageUrl?: string;
}

const statusClass: Record<FormStatus, string> = {
  idle: '',
  send: 'notice',
  invalid: 'alert alert--error',
  error: 'alert alert--error',
  success: 'alert alert--success',
};

export function WebsiteForm({ form, csrfToken, sent, editor, pageUrl }: WebsiteFormProps) {
  const hydrated = useHydrated();
  const lang = form.lang as LangCode;
  const [status, setStatus] = useState<FormStatus>(sent ? 'success' : 'idle');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState('');
  const successText = form.success.kind === 'message' && form.success.message ? form.success.message : '';
  // Errors no popover can show: a hidden field's, or a field the target named that the form lacks.
  const shownFields = new Set(
    form.fields.filter((field) => field.type !== 'hidden').map((field) => field.name),
  );
  const unshownErrors = Object.entries(errors)
    .filter(([name]) => !shownFields.has(name))
    .map(([, message]) => message);
  const statusText = () => {
    if (status === 'idle') return '';
    if (status === 'success') return successText || t(lang, 'forms.status.success');
    if (status === 'invalid') return [t(lang, 'forms.status.invalid'), ...unshownErrors].join(' ');
    if (status === 'error') {
      const generic = t(lang, 'forms.status.error');
      return serverError && serverError !== generic ? `${generic} ${serverError}` : generic;
    }
    return t(lang, 'forms.status.send');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (editor || status === 'send') return;
    const element = event.currentTarget;
    const problems = checkBeforeSending(element, form);
    setErrors(problems);
    if (Object.keys(problems).length) {
      setStatus('invalid');
      element
        .querySelector<HTMLElement>('[aria-invalid="true"], .website-form__field--invalid input')
        ?.focus();
      return;
    }
    setStatus('send');
    const outcome = await sendForm(element, lang);
    if (outcome.kind === 'success') {
      if (form.success.kind === 'page') {
        window.location.assign(form.success.url);
        return;
      }
      element.reset();
      setErrors({});
      setStatus('success');
    } else if (outcome.kind === 'invalid') {
      setErrors(outcome.fields);
      setStatus('invalid');
    } else {
      setServerError(outcome.message);
      setStatus('error');
    }
  };

  const clearError = (name: string) =>
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });

  return (
    <div className="website-form" data-form-id={form.id}>
      {formsCss ? <link rel="stylesheet" href={formsCss} precedence="default" /> : null}
      <form
        method="post"
        action={`/website/form/${form.model}`}
        encType="multipart/form-data"
        // The script shows its own messages (popovers); without it the browser's checks apply.
        noValidate={hydrated}
        onSubmit={(event) => void onSubmit(event)}
        aria-label={form.name}
        data-status={status}
      >
        <input type="hidden" name="csrf_token" value={csrfToken} />
        <input type="hidden" name="form_id" value={form.id} />
        <input type="hidden" name="lang" value={form.lang} />
        {pageUrl ? <input type="hidden" name="page_url" value={pageUrl} /> : null}
        <div className="website-form__hp" aria-hidden="true">
          <label>
            Website
            <input type="text" name={FORM_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        {form.fields.map((field) => (
          <FormFieldInput
            key={field.name}
            field={field}
            form={form}
            error={errors[field.name]}
            hydrated={hydrated}
            disabled={editor}
            onEdit={clearError}
          />
        ))}
        <div className="website-form__actions">
          <button
            type="submit"
            className="button"
            disabled={editor || status === 'send'}
            aria-busy={status === 'send' || undefined}
          >
            {status === 'send' ? <span className="spinner" aria-hidden="true" /> : null}
            {t(lang, 'forms.submit')}
          </button>
        </div>
        <div className="website-form__status" role="status" aria-live="polite">
          {status !== 'idle' ? (
            <p className={statusClass[status]} data-status={status}>
              {statusText()}
            </p>
          ) : null}
        </div>
      </form>
    </div>
  );
}
