import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { REVIEW_PAGES_KEY } from './review-types';

/** How old the loaded review may be for a form to open on it without asking the server again. */
export const FRESH_ON_OPEN_MS = 10_000;

/**
 * The caller's own review of a title (short or detailed): loaded with the submit call's `load` flag,
 * saved and deleted, and after each write the title's grades, flags and tabs are fetched again so the
 * page shows the new figures (part 2 section 4), and the review pages are marked out of date.
 */
export function useOwnReview<T, V>(
  calls: {
    key: QueryKey;
    load(): Promise<T>;
    save(values: V): Promise<T>;
    remove(): Promise<unknown>;
    refresh: QueryKey[];
  },
  empty: T,
  enabled: boolean,
) {
  const client = useQueryClient();
  // The review pages too: a detailed review (or the rating a delete takes it with) shows there.
  const refresh = () =>
    Promise.all([...calls.refresh, REVIEW_PAGES_KEY].map((queryKey) => client.invalidateQueries({ queryKey })));
  // Loaded on demand (and when a form opens), not on window focus: a refetch must not reset an open form.
  const query = useQuery({
    queryKey: calls.key,
    queryFn: calls.load,
    enabled,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
  /**
   * Opening a form loads the caller's review afresh (part 2 section 4), then shows it; an answer of the last
   * few seconds is that fresh load already. The panel loads the review as the page opens, and asking again
   * when the dialog opens right after fetched the same review twice.
   */
  const [opening, setOpening] = useState(false);
  const openWith = async (show: () => void) => {
    if (query.isSuccess && Date.now() - query.dataUpdatedAt < FRESH_ON_OPEN_MS) {
      show();
      return;
    }
    setOpening(true);
    try {
      await query.refetch();
    } finally {
      setOpening(false);
    }
    show();
  };
  const save = useMutation({
    mutationFn: calls.save,
    onSuccess: async (answer) => {
      client.setQueryData(calls.key, answer);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: calls.remove,
    onSuccess: async () => {
      client.setQueryData(calls.key, empty);
      await refresh();
    },
  });
  return { query, save, remove, opening, openWith };
}
