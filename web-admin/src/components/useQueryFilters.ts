import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersSearch, readFilters, type AllowedValues, type Filters } from '../stores/queryFilters';

/**
 * A list screen's filters, kept in the query string: the URL is where they live, so Back, Forward
 * and a shared link all show the same list. Pass the filters to the list's store in an effect.
 */
export function useQueryFilters<F extends Filters>(defaults: F, allowed: AllowedValues<F> = {}): [F, (next: F) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // The defaults and allowed values are constants of the screen; their text keys the memo.
  const key = JSON.stringify([defaults, allowed]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filters = useMemo(() => readFilters(search, defaults, allowed), [search, key]);
  const setFilters = useCallback((next: F) => setParams(new URLSearchParams(filtersSearch(next, defaults))), [setParams, key]); // eslint-disable-line react-hooks/exhaustive-deps
  return [filters, setFilters];
}
