import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMatches, useSearchParams } from 'react-router';

/**
 * Catalogue filter state mirrored in the query string (part 2 section 2): a key holding its default is left
 * out of the URL. Changing anything but `page` goes back to the first page; moving to another route name
 * (e.g. /artist → /mongol-artist, which render the same page) resets every filter to its default.
 */
export function useCatalogueQuery<T extends Record<string, string>>(
  defaults: T,
): [state: T, setState: (patch: Partial<T>) => void, reset: () => void] {
  const [params, setParams] = useSearchParams();
  const matches = useMatches();
  const routeId = matches[matches.length - 1]?.id;

  // Callers usually pass a fresh object literal; its content is what matters.
  const defaultsKey = JSON.stringify(defaults);
  const stableDefaults = useMemo(() => JSON.parse(defaultsKey) as T, [defaultsKey]);
  const keys = useMemo(() => Object.keys(stableDefaults) as (keyof T & string)[], [stableDefaults]);

  const state = useMemo(() => {
    const result = { ...stableDefaults };
    for (const key of keys) {
      const value = params.get(key);
      if (value !== null) (result as Record<string, string>)[key] = value;
    }
    return result;
  }, [params, keys, stableDefaults]);

  const setState = useCallback(
    (patch: Partial<T>) => {
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        const current = (key: string) => previous.get(key) ?? stableDefaults[key];
        let filterChanged = false;
        for (const [key, value] of Object.entries(patch) as [string, string | undefined][]) {
          const target = value ?? stableDefaults[key];
          if (key !== 'page' && target !== current(key)) filterChanged = true;
          if (target === undefined || target === stableDefaults[key]) next.delete(key);
          else next.set(key, target);
        }
        if (filterChanged && !('page' in patch)) next.delete('page');
        return next;
      });
    },
    [setParams, stableDefaults],
  );

  const reset = useCallback(() => {
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const key of keys) next.delete(key);
      return next;
    });
  }, [setParams, keys]);

  const lastRouteId = useRef(routeId);
  useEffect(() => {
    if (lastRouteId.current === routeId) return;
    lastRouteId.current = routeId;
    if (keys.some((key) => params.has(key))) {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const key of keys) next.delete(key);
          return next;
        },
        { replace: true },
      );
    }
  }, [routeId, keys, params, setParams]);

  return [state, setState, reset];
}

/** What every paged list call takes (artists, journals): the page, published or drafts, search and sort. */
export interface PagedListParams {
  page: number;
  published: boolean;
  search?: string;
  sort: number;
}

/**
 * A list page's query (useCatalogueQuery) with its search box: the text as typed (searched on submit), the
 * page number, and a reset that empties the box too.
 */
export function useListQuery<T extends { page: string; search: string } & Record<string, string>>(defaults: T) {
  const [query, setQuery, reset] = useCatalogueQuery(defaults);
  const [searchText, setSearchText] = useState(query.search);
  return {
    query,
    setQuery,
    searchText,
    setSearchText,
    /** The search box's props: the text as typed, searched on submit. */
    searchBox: {
      value: searchText,
      onChange: setSearchText,
      onSubmit: (search: string) => setQuery({ search } as Partial<T>),
    },
    /** The sort select's value and change, for a list with a `sort` key. */
    sortSelect: {
      value: query.sort ?? '',
      onChange: (sort: string) => setQuery({ sort } as Record<string, string> as Partial<T>),
    },
    page: Math.max(1, Number(query.page) || 1),
    reset() {
      setSearchText('');
      reset();
    },
    /** To another page, from the top. */
    goToPage(page: number) {
      setQuery({ page: String(page) } as Partial<T>);
      window.scrollTo({ top: 0 });
    },
  };
}
