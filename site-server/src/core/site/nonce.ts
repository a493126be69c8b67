import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the page being rendered on the server (the server allows inline
 * scripts only with it). In the browser it is undefined: scripts added after hydration are not inline.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
