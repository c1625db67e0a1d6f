import { createContext } from 'react-router';

/** The SPEC §3 envelope as the API answers it. */
export interface ApiEnvelope<T> {
  status: number;
  message: string;
  body?: T;
  errors?: Record<string, string>;
  page?: number;
  totalPages?: number;
  totalRecords?: number;
}

/** How loaders reach the API: in the same process, without a network hop (see apps/api/src/http/web-pages.ts). */
export interface ServerApi {
  get<T>(path: string): Promise<ApiEnvelope<T> & Record<string, unknown>>;
  /** For forms that also work without JavaScript: the route's action posts what the browser sent. */
  post<T>(path: string, body: unknown): Promise<ApiEnvelope<T>>;
}

export const serverApiContext = createContext<ServerApi>();
