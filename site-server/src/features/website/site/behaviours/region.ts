import { useEffect, useState } from 'react';

/** SPEC §9: visitors whose continent is Asia see the India variants. */
export const ASIA = 'AS';
const STORAGE_KEY = 'vitrine.continent';

let asked: Promise<string | null> | null = null;

/**
 * The visitor's continent code from /web/geo/location (our own IP database): asked once per page
 * however many regional blocks it has, and kept for the visit in sessionStorage.
 */
function visitorContinent(): Promise<string | null> {
  const kept = window.sessionStorage?.getItem(STORAGE_KEY);
  if (kept) return Promise.resolve(kept === '-' ? null : kept);
  asked ??= fetch('/web/geo/location', { headers: { accept: 'application/json' } })
    .then((response) => response.json() as Promise<{ continent_code?: string | null }>)
    .then((location) => {
      const code = location.continent_code ?? null;
      window.sessionStorage?.setItem(STORAGE_KEY, code ?? '-');
      return code;
    })
    .catch(() => null);
  return asked;
}

/** Whether the India variant shows: false until the continent is known (the other variant is the default). */
export function useAsianVisitor(enabled: boolean): boolean {
  const [asian, setAsian] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void visitorContinent().then((code) => current && setAsian(code === ASIA));
    return () => {
      current = false;
    };
  }, [enabled]);
  return asian;
}
