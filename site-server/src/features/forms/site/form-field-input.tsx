import { useRef } from 'react';
import { usePageId } from '../../../core/site/components/page-ids';
import type { PublicForm, PublicFormField } from '@shared/forms/contract';
import { t, type LangCode } from '@shared/i18n';
import { datePickerBounds, formatDate, formatHint, parsePickerValue } from '@shared/validators/dates';

interface FieldProps {
  field: PublicFormField;
  form: PublicForm;
  /** The server's (or the check's) message for this field: shown as a popover on hover and focus. */
  error?: string;
  /** The page's script runs: the date fields get their picker. */
  hydrated: boolean;
  disabled: boolean;
  onEdit(name: string): void;
}

const textTypes: Partial<Record<PublicFormField['type'], string>> = {
  text: 'text',
  email: 'email',
  tel: 'tel',
  number: 'text',
};

/** A native date picker beside the typed date: it writes the chosen day in the page's format. */
function DatePicker({
  field,
  form,
  target,
  disabled,
}: {
  field: PublicFormField;
  form: PublicForm;
  target: React.RefObject<HTMLInputElement | null>;
  disabled: boolean;
}) {
  const kind = field.type === 'datetime' ? 'datetime' : 'date';
  const bounds = datePickerBounds(kind);
  const format = kind === 'date' ? form.dateFormat : `${form.dateFormat} ${form.timeFormat}`;
  return (
    <input
      className="website-form__picker"
      type={kind === 'date' ? 'date' : 'datetime-local'}
      min={bounds.min}
      max={bounds.max}
      aria-label={`${t(form.lang as LangCode, 'forms.pickDate')}: ${field.label}`}
      tabIndex={-1}
      disabled={disabled}
      onChange={(event) => {
        const picked = parsePickerValue(event.currentTarget.value);
        if (!picked || !target.current) return;
        target.current.value = formatDate(picked, format);
        target.current.dispatchEvent(new Event('input', { bubbles: true }));
      }}
    />
  );
}

/** One field of a website form: label, input(s), help text and the error popover. */
export function FormFieldInput({ field, form, error, hydrated, disabled, onEdit }: FieldProps) {
  const id = usePageId();
  const input = useRef<HTMLInputElement>(null);
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy =
    [field.help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const lang = form.lang as LangCode;
  const common = {
    name: field.name,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onInput: () => onEdit(field.name),
  } as const;
  const isGroup = field.type === 'radio' || field.type === 'checkbox_group';
  // Fixed by the form (a newsletter form's list_id): sent with every answer, never shown.
  if (field.type === 'hidden') return <input type="hidden" name={field.name} value={field.value} />;

  let control: React.ReactNode;
  if (isGroup) {
    control = (
      <div className="website-form__choices">
        {field.options.map((option) => (
          <label key={option.value} className="website-form__choice">
            <input
              {...common}
              type={field.type === 'radio' ? 'radio' : 'checkbox'}
              value={option.value}
              required={field.type === 'radio' && field.required}
            />
            {option.label}
          </label>
        ))}
      </div>
    );
  } else if (field.type === 'select') {
    control = (
      <select
        {...common}
        id={id}
        required={field.required}
        defaultValue=""
        onChange={() => onEdit(field.name)}
      >
        <option value="">{t(lang, 'forms.selectPlaceholder')}</option>
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'textarea') {
    control = <textarea {...common} id={id} required={field.required} rows={5} />;
  } else if (field.type === 'file') {
    control = <input {...common} id={id} type="file" required={field.required} />;
  } else if (field.type === 'date' || field.type === 'datetime') {
    const format = field.type === 'date' ? form.dateFormat : `${form.dateFormat} ${form.timeFormat}`;
    control = (
      <span className="website-form__date">
        <input
          {...common}
          ref={input}
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={formatHint(format)}
          required={field.required}
          data-format={format}
        />
        {hydrated ? <DatePicker field={field} form={form} target={input} disabled={disabled} /> : null}
      </span>
    );
  } else {
    control = (
      <input
        {...common}
        id={id}
        type={textTypes[field.type] ?? 'text'}
        inputMode={field.type === 'number' ? 'decimal' : undefined}
        pattern={field.type === 'number' ? '-?\\d+([.,]\\d+)?' : undefined}
        required={field.required}
      />
    );
  }

  const label = (
    <>
      {field.label}
      {field.required ? (
        <span className="website-form__required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </>
  );
  return (
    <div
      className={`website-form__field${error ? ' website-form__field--invalid' : ''}`}
      data-field={field.name}
      data-type={field.type}
    >
      {isGroup ? (
        <fieldset className="website-form__group" aria-describedby={describedBy}>
          <legend>{label}</legend>
          {control}
        </fieldset>
      ) : (
        <>
          <label htmlFor={id}>{label}</label>
          {control}
        </>
      )}
      {field.help ? (
        <small className="website-form__help" id={helpId}>
          {field.help}
        </small>
      ) : null}
      {error ? (
        <span className="website-form__popover" role="tooltip" id={errorId}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
