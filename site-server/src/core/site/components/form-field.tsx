import { type InputHTMLAttributes } from 'react';
import { usePageId } from './page-ids';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; error?: string };

/** A labelled input with its error message under it, tied together for screen readers. */
export function FormField({ label, error, ...input }: FieldProps) {
  const id = usePageId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
