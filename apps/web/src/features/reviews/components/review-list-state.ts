import type { FormEvent } from 'react';
import { useListQuery } from '../../../lib/query-state';
import type { ReviewListParams } from '../api/review-keys';

const defaults = { page: '1', search: '' };

/**
 * The review lists' page and search, mirrored in the query string. The box is typed freely and searched
 * on Enter or the button (part 2 section 2); a new search starts at page 1.
 */
export function useReviewListState() {
  const { query, setQuery, searchText, setSearchText, page, reset, goToPage } = useListQuery(defaults);
  const params: ReviewListParams = { page, search: query.search };
  return {
    params,
    searchText,
    setSearchText,
    submitSearch(event: FormEvent) {
      event.preventDefault();
      setQuery({ search: searchText.trim() });
    },
    clearSearch: reset,
    goToPage,
  };
}

export type ReviewListState = ReturnType<typeof useReviewListState>;
