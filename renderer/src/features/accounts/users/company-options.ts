import type { CompanyRef } from '@shared/api/admin';
import { useApiData } from '../../../app/use-api-data';

/** Every company (admin), as options of a multi-select of company ids. */
export function useCompanyOptions(): { value: string; label: string }[] {
  const { data } = useApiData<CompanyRef[]>('/companies');
  return (data ?? []).map((company) => ({ value: String(company.id), label: company.name }));
}
