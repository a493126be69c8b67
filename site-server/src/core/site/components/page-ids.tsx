import { createContext, useContext, useId, useState, type ReactNode } from 'react';

/**
 * Element ids (label for, aria-controls, aria-describedby) that the server's render and the browser's
 * hydration agree on. React's useId numbers elements by their place in React's tree, preact/compat's by
 * its own scheme (the site's browser build runs on Preact, vite.config.ts), and hydration keeps the
 * server's attributes: an id written later (a tab's aria-labelledby once the tabs run) would point
 * nowhere. Both renders walk the page in the same order, so a count kept per page gives both the same
 * ids. The dev server runs React in the browser too, which may render twice (StrictMode): React's ids.
 */
const PageIdCount = createContext<{ next: number } | null>(null);

/** Around the page: one count per render of the document. */
export function PageIdScope({ children }: { children: ReactNode }) {
  const [count] = useState(() => ({ next: 0 }));
  return <PageIdCount.Provider value={count}>{children}</PageIdCount.Provider>;
}

let outsideAnyPage = 0;

function useCountedId(): string {
  const count = useContext(PageIdCount);
  const [id] = useState(() => `v${count ? count.next++ : `x${outsideAnyPage++}`}`);
  return id;
}

/** An id unique in the page, the same on the server and in the browser. */
export const usePageId: () => string = import.meta.env.DEV ? useId : useCountedId;
