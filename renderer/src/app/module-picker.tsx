import { Select } from '@mantine/core';
import { useEffect, useState } from 'react';
import { api, ApiError } from './api';

/** Lists of other features a module block picks from; empty (with a hint) until that feature exists. */
async function pickList(
  path: string,
): Promise<{ options: Array<{ value: string; label: string }>; missing: boolean }> {
  try {
    const page = await api.get<{ items: Array<{ id: number; name: string }> }>(path);
    return {
      options: page.items.map((item) => ({ value: String(item.id), label: item.name })),
      missing: false,
    };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403))
      return { options: [], missing: true };
    throw error;
  }
}

/** A select of another feature's records (a mailing list, a blog, a form) for a page block's editor. */
export function ModulePicker({
  label,
  path,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  path: string;
  value: number | null;
  onChange: (value: number) => void;
  error?: string;
  hint: string;
}) {
  const [state, setState] = useState<{ options: Array<{ value: string; label: string }>; missing: boolean }>({
    options: [],
    missing: false,
  });
  useEffect(() => {
    pickList(path)
      .then(setState)
      .catch(() => setState({ options: [], missing: true }));
  }, [path]);
  return (
    <Select
      label={label}
      data={state.options}
      value={value === null ? null : String(value)}
      onChange={(next) => next && onChange(Number(next))}
      error={error}
      description={state.options.length === 0 ? hint : undefined}
      placeholder={state.options.length === 0 ? 'Nothing to choose yet' : 'Choose…'}
    />
  );
}
