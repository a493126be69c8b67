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

/**
 * What a select holds: a value of its list (id), or a name the person typed that is not in it yet
 * (id null), which the form creates when it is sent.
 */
export interface SelectChoice {
  id: number | null;
  name: string;
}

/**
 * What typed text becomes when the person leaves the field or presses Enter: the value of that name
 * (any case), else a new value of that name when creating is allowed, else nothing; empty text clears.
 */
export function choiceOfText(
  options: readonly SelectOption[],
  text: string,
  allowCreate: boolean,
): SelectChoice | null {
  const wanted = normalized(text);
  if (!wanted) return null;
  const known = options.find((option) => normalized(option.name) === wanted);
  if (known) return known;
  return allowCreate ? { id: null, name: text.trim() } : null;
}

export interface SelectWithCreateProps {
  label: string;
  /** Name of the hidden input holding the chosen id (for a form post; '' when nothing is chosen). */
  name: string;
  options: readonly SelectOption[];
  value: SelectChoice | null;
  onChange(value: SelectChoice | null): void;
  /** Offers "Create '%s'" for a name not in the list, and keeps typed text on Enter or when leaving. */
  allowCreate?: boolean;
  /** "Create '%s'" in the page's language, with the typed name in it. */
  createLabel(name: string): string;
  /** Says beside a typed value that it is new (created with the form). */
  newLabel: string;
  placeholder?: string;
  /** Text of the empty list ("No match"). */
  noMatchLabel: string;
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
      <select id={`${id}-input`} name={name} defaultValue={value?.id ?? ''} disabled={disabled}>
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
 * A combobox over a list of named values that can also take a new one (WAI-ARIA combobox
 * pattern with a list box): type to filter, arrows and Enter to choose (a new name's entry is
 * "Create '%s'"), Escape to close. Leaving the field keeps what was typed (SPEC §5: the select
 * creates it), so a typed value is never dropped silently. The chosen id travels in a hidden input named `name`.
 */
function Combobox(props: SelectWithCreateProps) {
  const {
    label,
    name,
    options,
    value,
    onChange,
    allowCreate = false,
    createLabel,
    placeholder,
    disabled,
  } = props;
  const id = usePageId();
  const listId = `${id}-list`;
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);

  // The text follows the chosen value when it changes from outside (a reset, a created value).
  useEffect(() => {
    if (!open) setText(value?.name ?? '');
  }, [value?.name, open]);

  const entries = useMemo<Entry[]>(() => {
    const filterText = value && text === value.name ? '' : text;
    const list: Entry[] = matchingOptions(options, filterText).map((option) => ({ kind: 'option', option }));
    if (allowCreate && offersCreate(options, text)) list.push({ kind: 'create', name: text.trim() });
    return list;
  }, [options, text, value, allowCreate]);

  function close() {
    setOpen(false);
    setActive(0);
  }

  function choose(choice: SelectChoice | null) {
    onChange(choice);
    setText(choice?.name ?? '');
    close();
  }

  /** The typed text as a choice (leaving the field, or Enter with nothing to pick). */
  function keepTyped() {
    if (value && text === value.name) close();
    else choose(choiceOfText(options, text, allowCreate));
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
      if (!entry) keepTyped();
      else choose(entry.kind === 'option' ? entry.option : { id: null, name: entry.name });
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setText(value?.name ?? '');
        close();
      }
    }
  }

  const activeEntry = open ? entries[active] : undefined;
  const isNew = value !== null && value.id === null;
  return (
    <div
      className="select-create field"
      ref={rootRef}
      onBlur={(event) => {
        // Leaving the whole widget (not moving between its input and list) keeps the typed text.
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) keepTyped();
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
          aria-describedby={isNew ? `${id}-new` : undefined}
          placeholder={placeholder}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        {value && !disabled ? (
          <button
            type="button"
            className="select-create__clear"
            aria-label={props.clearLabel}
            title={props.clearLabel}
            onClick={() => choose(null)}
          >
            ×
          </button>
        ) : null}
        <input type="hidden" name={name} value={value?.id ?? ''} />
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
            onClick={() => choose(entry.kind === 'option' ? entry.option : { id: null, name: entry.name })}
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
      {isNew ? (
        <p className="field__hint select-create__new" id={`${id}-new`}>
          {props.newLabel}
        </p>
      ) : null}
    </div>
  );
}
