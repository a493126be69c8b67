import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PAGE_VIEW_PATH } from '@shared/stats';

/**
 * Sends one page-view beacon per page shown, first load and client-side navigations alike (our own
 * server counts it: visits, top pages). Pages opened in the editor (`enable_editor`) count nothing.
 */
export function usePageViews(): void {
  const { pathname, search } = useLocation();
  const editing = new URLSearchParams(search).has('enable_editor');
  useEffect(() => {
    if (editing || typeof navigator.sendBeacon !== 'function') return;
    navigator.sendBeacon(`${PAGE_VIEW_PATH}?path=${encodeURIComponent(pathname)}`);
  }, [pathname, editing]);
}
