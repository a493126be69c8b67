import { useEffect, useState } from 'react';

/** True once any component has mounted in the browser: later mounts (client-side navigation) need no wait. */
let pageHydrated = false;

/**
 * False while the server renders and during hydration, true once the page runs in the browser:
 * for widgets that render a plain HTML fallback (a native select, a table) until their script can run,
 * without a hydration mismatch. (A state set by an effect, not useSyncExternalStore's server snapshot,
 * which the browser build's preact/compat does not read during hydration.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    setHydrated(true);
  }, []);
  return hydrated;
}
