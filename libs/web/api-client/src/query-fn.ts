import { type QueryFunction } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { apiRequest } from './api-request';

export type UnauthorizedBehavior = 'returnNull' | 'throw';

export interface QueryFnOptions {
  /** docs/product.md §7: a query fails on 401 unless told to return null (empty). */
  on401: UnauthorizedBehavior;
  /** For resources that may not exist yet (a chef profile): 404 gives null instead of an error. */
  on404?: 'returnNull' | 'throw';
}

/** The query key is the URL, its parts joined by "/": ['/api/chefs', 3] → GET /api/chefs/3. */
export function getQueryFn<T>({ on401, on404 = 'throw' }: QueryFnOptions): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      return await apiRequest<T>('GET', queryKey.map(String).join('/'), undefined, { signal });
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.status === 401 && on401 === 'returnNull') return null;
        if (error.status === 404 && on404 === 'returnNull') return null;
      }
      throw error;
    }
  };
}
