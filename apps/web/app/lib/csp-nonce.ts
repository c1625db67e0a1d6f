import { createContext } from 'react-router';

/**
 * This request's Content-Security-Policy nonce, which the server that mounts the build sets (see
 * apps/api/src/http/web-pages.ts): the page's inline scripts run only if they carry it.
 */
export const cspNonceContext = createContext<string | undefined>(undefined);
