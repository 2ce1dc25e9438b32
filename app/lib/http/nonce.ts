import { createContext, useContext } from 'react';

/** The CSP nonce of this response (server render); empty in the browser, which hides nonces anyway. */
const NonceContext = createContext<string>('');
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
