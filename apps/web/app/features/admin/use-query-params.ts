import { useMemo } from 'react';
import { useLocation } from 'react-router';

/**
 * The page's query string, read only. Not React Router's useSearchParams: the framework chunk every shopper
 * loads carries each router export any page uses, and the storefront has no other use for that one.
 */
export function useQueryParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}
