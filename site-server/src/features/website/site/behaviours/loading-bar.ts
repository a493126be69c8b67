import { useEffect, useState } from 'react';

/** SPEC §9: the loading bar gives up after 5 seconds. */
export const LOADING_BAR_TIMEOUT_MS = 5000;

/** Whether the bar shows: while `loading`, at most LOADING_BAR_TIMEOUT_MS. */
export function useLoadingBar(loading: boolean, timeoutMs = LOADING_BAR_TIMEOUT_MS): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    setExpired(false);
    if (!loading) return;
    const timer = window.setTimeout(() => setExpired(true), timeoutMs);
    return () => window.clearTimeout(timer);
  }, [loading, timeoutMs]);
  return loading && !expired;
}
