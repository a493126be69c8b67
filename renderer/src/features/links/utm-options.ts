import type { UtmKind, UtmValueRow } from '@shared/links/contract';
import { useApiData } from '../../app/use-api-data';

/** The values of one UTM kind as options of a Select (value = id). */
export function useUtmOptions(kind: UtmKind): { value: string; label: string }[] {
  const { data } = useApiData<UtmValueRow[]>(`/utm/${kind}`);
  return (data ?? []).map((row) => ({ value: String(row.id), label: row.name }));
}
