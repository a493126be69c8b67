import { useEffect, useState } from 'react';

/** Whether the page has scrolled past `offset` px (false on the server and in the editor). */
export function useScrolledPast(offset: number, enabled: boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const update = () => setPast(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset, enabled]);
  return past;
}
