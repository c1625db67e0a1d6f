import type { ApiEnvelope } from '@shop/shared';
import { createContext } from 'react-router';

/** How loaders reach the API: in the same process, without a network hop (see apps/api/src/http/web-pages.ts). */
export interface ServerApi {
  get<T>(path: string): Promise<ApiEnvelope<T> & Record<string, unknown>>;
  /** For forms that also work without JavaScript: the route's action posts what the browser sent. */
  post<T>(path: string, body: unknown): Promise<ApiEnvelope<T>>;
}

export const serverApiContext = createContext<ServerApi>();
