import { useEffect } from 'react';
import { recordPageView } from '../../catalog/site';

/** SPEC §2: the checkout's virtual page views (/stats/ecom/...), sent once the page shows. */
export function useVirtualPageView(path: string | null) {
  useEffect(() => {
    if (path) recordPageView(path);
  }, [path]);
}
