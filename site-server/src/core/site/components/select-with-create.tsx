import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { usePageId } from './page-ids';
import { useHydrated } from './use-hydrated';

/** A value the select offers: a record with a name (utm.campaign, a tag, a category…). */
export interface SelectOption {
  id: number;
  name: string;
}

const normalized = (name: string) => name.trim().toLocaleLowerCase();

/** Options whose name contains the typed text, case-insensitively; all of them for empty text. */
export function matchingOptions(options: readonly SelectOption[], text: string): SelectOption[] {
  const wanted = normalized(text);
  return wanted ? options.filter((option) => normalized(option.name).includes(wanted)) : [...options];
}

/**
 * SPEC §5: the select offers Create '%s' only when no value of that name exists, compared
 * case-insensitively (and ignoring the spaces around it, which the server trims too).
 */
export function offersCreate(options: readonly SelectOption[], text: string): boolean {
  const wanted = normalized(text);
  return wanted !== '' && !options.some((option) => normalized(option.name) === wanted);
}

export interface SelectWithCreateProps {
  label: string;
  /** Name of the hidden input holding the chosen id (for a form post; '' when nothing is chosen). */
  name: string;
  options: readonly SelectOption[];
  value: number | null;
  onChange(value: SelectOption | null): void;
  /** Creates a value of that name (already trimmed) and resolves to it; a rejection shows `createError`. */
  onCreate?(name: string): Promise<SelectOption>;
  /** "Create '%s'" in the page's language, with the typed name in it. */
  createLabel(name: string): string;
  placeholder?: string;
  /** Text of the empty list ("No match"). */
  noMatchLabel: string;
  /** Shown when onCreate fails. */
  createError: string;
  /** Label of the button that clears the choice. */
  clearLabel: string;
  disabled?: boolean;
}

/**
 * Until the page's script runs (and with JavaScript off) the choice is a native select of the
 * existing values, posted under `name`; creating a value needs the script.
 */
export function SelectWithCreate(props: SelectWithCreateProps) {
  const hydrated = useHydrated();
  return hydrated ? <Combobox {...props} /> : <NativeSelect {...props} />;
}

function NativeSelect({ label, name, options, value, placeholder, disabled }: SelectWithCreateProps) {
  const id = usePageId();
  return (
    <div className="select-create field">
      <label htmlFor={`${id}-input`}>{label}</label>
      <select id={`${id}-input`} name={name} defaultValue={value ?? ''} disabled={disabled}>
        <option value="">{placeholder ?? ''}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

type Entry = { kind: 'option'; option: SelectOption } | { kind: 'create'; name: string };

/**
 * A combobox over a list of named values that can also create a new one (WAI-ARIA combobox
 * pattern with a list box): type to filter, arrows and Enter to choose, Escape to close. The
 * chosen id travels in a hidden input named `name`.
 */
function Combobox(props: SelectWithCreateProps) {
  const { label, name, options, value, onChange, onCreate, createLabel, placeholder, disabled } = props;
  const id = usePageId();
  const listId = `${id}-list`;
  const chosen = options.find((option) => option.id === value) ?? null;
  const [text, setText] = useState(chosen?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  // The text follows the chosen value when it changes from outside (a reset, a created value).
  useEffect(() => {
    if (!open) setText(chosen?.name ?? '');
  }, [chosen?.name, open]);

  const entries = useMemo<Entry[]>(() => {
    const filterText = chosen && text === chosen.name ? '' : text;
    const list: Entry[] = matchingOptions(options, filterText).map((option) => ({ kind: 'option', option }));
    if (onCreate && offersCreate(options, text)) list.push({ kind: 'create', name: text.trim() });
    return list;
  }, [options, text, chosen, onCreate]);

  function close() {
    setOpen(false);
    setActive(0);
  }

  async function choose(entry: Entry) {
    setError(null);
    if (entry.kind === 'option') {
      onChange(entry.option);
      setText(entry.option.name);
      close();
      return;
    }
    if (!onCreate) return;
    setCreating(true);
    try {
      const created = await onCreate(entry.name);
      onChange(created);
      setText(created.name);
      close();
    } catch {
      setError(props.createError);
    } finally {
      setCreating(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (entries.length ? (current + step + entries.length) % entries.length : 0));
    } else if (event.key === 'Enter') {
      if (!open) return;
      event.preventDefault();
      const entry = entries[active];
      if (entry) void choose(entry);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setText(chosen?.name ?? '');
        close();
      }
    }
  }

  const activeEntry = open ? entries[active] : undefined;
  return (
    <div
      className="select-create field"
      ref={rootRef}
      onBlur={(event) => {
        // Leaving the whole widget (not moving between its input and list) closes the list.
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) {
          if (!creating) setText(chosen?.name ?? '');
          close();
        }
      }}
    >
      <label htmlFor={`${id}-input`}>{label}</label>
      <div className="select-create__control">
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeEntry ? `${id}-entry-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-busy={creating || undefined}
          placeholder={placeholder}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
            setError(null);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        {chosen && !disabled ? (
          <button
            type="button"
            className="select-create__clear"
            aria-label={props.clearLabel}
            title={props.clearLabel}
            onClick={() => {
              onChange(null);
              setText('');
            }}
          >
            ×
          </button>
        ) : null}
        <input type="hidden" name={name} value={chosen ? String(chosen.id) : ''} />
      </div>
      <ul id={listId} role="listbox" aria-label={label} className="select-create__list" hidden={!open}>
        {entries.map((entry, index) => (
          <li
            key={entry.kind === 'option' ? entry.option.id : 'create'}
            id={`${id}-entry-${index}`}
            role="option"
            aria-selected={index === active}
            className={entry.kind === 'create' ? 'select-create__create' : undefined}
            // Keep the focus in the input: a mouse down on the list would otherwise blur (and close) it.
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(index)}
            onClick={() => void choose(entry)}
          >
            {entry.kind === 'option' ? entry.option.name : createLabel(entry.name)}
          </li>
        ))}
        {entries.length === 0 ? (
          <li className="select-create__empty" role="presentation">
            {props.noMatchLabel}
          </li>
        ) : null}
      </ul>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
