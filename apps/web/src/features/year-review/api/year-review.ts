import { useQuery } from '@tanstack/react-query';
import type { YearReviewResponse } from '@mfi/contract/year-review.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';

// A member's year in review (issue 29 part 4): GET /user/api/v-user-year/?slug=&year=. Keyed by the token: a
// block between the reader and the member refuses it (403), so another login may read another answer.

export const yearReviewKey = (slug: string, year: number, token: string | null) =>
  ['yearReview', slug, year, token] as const;

export function fetchYearReview(slug: string, year: number, signal?: AbortSignal) {
  return apiRequest<YearReviewResponse>('/user/api/v-user-year/', { query: { slug, year }, signal });
}

export function useYearReview(slug: string, year: number) {
  const token = useAuthToken();
  return useQuery({
    queryKey: yearReviewKey(slug, year, token),
    queryFn: ({ signal }) => fetchYearReview(slug, year, signal),
    enabled: Number.isInteger(year),
  });
}
