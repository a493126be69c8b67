import { Select } from '@mantine/core';
import type { AnyAdminCall } from '@shared/api/admin-call';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { api, ApiError } from './api';
import { t } from './i18n';

/** A list call a block picks a record from: a GET that needs no input and answers a page of named records. */
export type PickListCall = AnyAdminCall & {
  method: 'get';
  params: Record<never, never>;
  result: z.ZodType<{ items: Array<{ id: number; name: string }> }>;
};

/** Lists of other features a module block picks from; empty (with a hint) until that feature exists. */
async function pickList(
  list: PickListCall,
): Promise<{ options: Array<{ value: string; label: string }>; missing: boolean }> {
  try {
    const page = await api.call(list);
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
  list,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  /** The other feature's list call (its first page). */
  list: PickListCall;
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
    pickList(list)
      .then(setState)
      .catch(() => setState({ options: [], missing: true }));
  }, [list]);
  return (
    <Select
      label={label}
      data={state.options}
      value={value === null ? null : String(value)}
      onChange={(next) => next && onChange(Number(next))}
      error={error}
      description={state.options.length === 0 ? hint : undefined}
      placeholder={state.options.length === 0 ? t('admin.common.nothingChooseYet') : t('admin.common.choose')}
    />
  );
}
