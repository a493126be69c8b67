import { linksAdminCalls } from '@shared/links/admin-calls';
import type { UtmKind } from '@shared/links/contract';
import { useApiData } from '../../app/use-api-data';

/** The values of one UTM kind as options of a Select (value = id). */
export function useUtmOptions(kind: UtmKind): { value: string; label: string }[] {
  const { data } = useApiData(linksAdminCalls.utmValues, { params: { kind } });
  return (data ?? []).map((row) => ({ value: String(row.id), label: row.name }));
}
