/**
 * The search box above a list, and the screen-held state behind it. Shared so every list searches
 * alike: a magnifier, an accessible name, the server asked only once typing pauses, and a new search
 * starting again from the first page.
 */
import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

export interface SearchFieldProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** Its accessible name ("Search forms"); the placeholder says what it searches. */
  'aria-label': string;
  value: string;
  onSearch: (text: string) => void;
}

export function SearchField({ value, onSearch, ...props }: SearchFieldProps) {
  return (
    <TextInput
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(event) => onSearch(event.currentTarget.value)}
      {...props}
    />
  );
}

/**
 * A list's search text and page, kept on the screen (not in the address). `query` is the trimmed
 * text once typing has paused for 300 ms: what the server is asked for.
 */
export function useListSearch() {
  const [search, setSearchText] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const setSearch = (text: string) => {
    setSearchText(text);
    setPage(1);
  };
  return { search, setSearch, query, page, setPage };
}
