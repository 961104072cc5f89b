import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FeedResponse } from '@mfi/contract/feed.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { feedKeys } from './feed-keys';

/** GET /user/api/v-user-feed/ {slug, feedPage}: a page of the member's cards, newest first. */
export function fetchFeed(slug: string, page: number, signal?: AbortSignal): Promise<FeedResponse> {
  return apiRequest('/user/api/v-user-feed/', { query: { slug, feedPage: page }, signal });
}

/** The member's feed; another page keeps the last one on screen (dimmed) until it answers. */
export function useFeed(slug: string, page: number) {
  const token = useAuthToken();
  return useQuery({
    queryKey: feedKeys.feed(slug, page, token),
    queryFn: ({ signal }) => fetchFeed(slug, page, signal),
    placeholderData: keepPreviousData,
  });
}
