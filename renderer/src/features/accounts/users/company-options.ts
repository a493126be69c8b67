import { accountsAdminCalls as calls } from '@shared/accounts/admin-calls';
import { useApiData } from '../../../app/use-api-data';

/** Every company (admin), as options of a multi-select of company ids. */
export function useCompanyOptions(): { value: string; label: string }[] {
  const { data } = useApiData(calls.companies);
  return (data ?? []).map((company) => ({ value: String(company.id), label: company.name }));
}
