import type { ApiEnvelope } from '@shop/shared';
import { createContext } from 'react-router';

/** How loaders reach the API: in the same process, without a network hop (see apps/api/src/http/web-pages.ts). */
export interface ServerApi {
  /** `headers` are the request's own (the root middleware adds the page's Accept-Language). */
  get<T>(path: string, headers?: Record<string, string>): Promise<ApiEnvelope<T> & Record<string, unknown>>;
  /** For forms that also work without JavaScript: the route's action posts what the browser sent. */
  post<T>(path: string, body: unknown, headers?: Record<string, string>): Promise<ApiEnvelope<T>>;
}

export const serverApiContext = createContext<ServerApi>();
