import { useQuery } from '@tanstack/react-query';
import type { AboutDetailResponse } from '@mfi/contract/about.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';

/** The about-us page's query keys; the reader's token is part of it (an unpublished artist's link is theirs). */
export const aboutKeys = {
  all: ['about'] as const,
  detail: (token: string | null) => ['about', 'detail', token] as const,
};

/** GET /institute/detail-aboutus/: the page, or a 404 before its first edit (part 1 section 7). */
export function fetchAbout(signal?: AbortSignal): Promise<AboutDetailResponse> {
  return apiRequest<AboutDetailResponse>('/institute/detail-aboutus/', { signal });
}

export function useAbout() {
  const token = useAuthToken();
  return useQuery({ queryKey: aboutKeys.detail(token), queryFn: ({ signal }) => fetchAbout(signal) });
}
