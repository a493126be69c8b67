import { Combobox, InputBase, useCombobox, type ComboboxItem } from '@mantine/core';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { t } from '../../app/i18n';

/** What a UTM select holds: a value of the list (id), or a typed name not in it yet (id null). */
export interface UtmChoice {
  id: number | null;
  name: string;
}

const CREATE = '$create';
const key = (name: string) => name.trim().toLocaleLowerCase();

/**
 * The value typed text stands for: the one of that name (any case), else a new one of that name
 * (SPEC §5: the select creates what is typed); empty text is no value.
 */
export function utmChoiceOf(options: readonly ComboboxItem[], text: string): UtmChoice | null {
  const wanted = key(text);
  if (!wanted) return null;
  const known = options.find((option) => key(option.label) === wanted);
  return known ? { id: Number(known.value), name: known.label } : { id: null, name: text.trim() };
}

/**
 * Mantine's "creatable select": type to filter; a name not in the list is offered as "Create '…'"
 * (SPEC §5: only when no value has that name, in any case). Enter with nothing highlighted, or
 * leaving the field, keeps the typed text, so a typed value is never dropped; the link's call
 * creates it with the link.
 */
export function UtmCombobox({
  label,
  description,
  placeholder,
  options,
  value,
  onChange,
}: {
  label: string;
  description?: string;
  placeholder?: string;
  options: ComboboxItem[];
  value: UtmChoice | null;
  onChange(value: UtmChoice | null): void;
}) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState(value?.name ?? '');
  // A reset of the form, or a value chosen from outside, shows in the field.
  useEffect(() => setSearch(value?.name ?? ''), [value?.name]);

  const exact = options.some((option) => key(option.label) === key(search));
  const showing = value && search === value.name ? '' : key(search);
  const shown = options.filter((option) => key(option.label).includes(showing));

  const keep = (choice: UtmChoice | null) => {
    onChange(choice);
    setSearch(choice?.name ?? '');
    combobox.closeDropdown();
  };
  const keepTyped = () =>
    value && search === value.name ? combobox.closeDropdown() : keep(utmChoiceOf(options, search));

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(picked) =>
        keep(
          picked === CREATE
            ? { id: null, name: search.trim() }
            : utmChoiceOf(options, options.find((option) => option.value === picked)?.label ?? ''),
        )
      }
    >
      <Combobox.Target>
        <InputBase
          label={label}
          description={value && value.id === null ? t('admin.links.newAddedWithLink') : description}
          placeholder={placeholder}
          value={search}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          inputWrapperOrder={['label', 'input', 'description']}
          onChange={(event) => {
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
            setSearch(event.currentTarget.value);
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={keepTyped}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            // Enter with no option highlighted keeps the typed text rather than sending the form half-filled.
            if (
              event.key === 'Enter' &&
              combobox.getSelectedOptionIndex() === -1 &&
              search !== (value?.name ?? '')
            ) {
              event.preventDefault();
              keepTyped();
            }
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options>
          {shown.map((option) => (
            <Combobox.Option
              value={option.value}
              key={option.value}
              active={option.value === String(value?.id)}
            >
              {option.label}
            </Combobox.Option>
          ))}
          {!exact && search.trim() ? (
            <Combobox.Option value={CREATE}>{t('admin.links.createX', search.trim())}</Combobox.Option>
          ) : null}
          {shown.length === 0 && (exact || !search.trim()) ? (
            <Combobox.Empty>{t('admin.links.none')}</Combobox.Empty>
          ) : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
