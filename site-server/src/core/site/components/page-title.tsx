import { useSite } from '../shell-data';

/** The document title of a page: "Sign in | Company". */
export function PageTitle({ children }: { children: string }) {
  const { company } = useSite();
  return <title>{`${children} | ${company.name}`}</title>;
}
