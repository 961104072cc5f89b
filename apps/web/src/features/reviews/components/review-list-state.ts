import { useState, type FormEvent } from 'react';
import { useCatalogueQuery } from '../../../lib/query-state';
import type { ReviewListParams } from '../api/review-keys';

const defaults = { page: '1', search: '' };

/**
 * The review lists' page and search, mirrored in the query string. The box is typed freely and searched
 * on Enter or the button (part 2 section 2); a new search starts at page 1.
 */
export function useReviewListState() {
  const [query, setQuery] = useCatalogueQuery(defaults);
  const [searchText, setSearchText] = useState(query.search);
  const params: ReviewListParams = { page: Math.max(1, Number(query.page) || 1), search: query.search };
  return {
    params,
    searchText,
    setSearchText,
    submitSearch(event: FormEvent) {
      event.preventDefault();
      setQuery({ search: searchText.trim() });
    },
    clearSearch() {
      setSearchText('');
      setQuery({ search: '' });
    },
    goToPage(page: number) {
      setQuery({ page: String(page) });
      window.scrollTo({ top: 0 });
    },
  };
}

export type ReviewListState = ReturnType<typeof useReviewListState>;
