import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DiaryResponse } from '@mfi/contract/diary.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { diaryKeys } from './diary-keys';

/** GET /user/api/v-user-diary/?slug=&page=: the member's viewings, newest first (30 a page). */
export function fetchDiary(slug: string, page: number, signal?: AbortSignal): Promise<DiaryResponse> {
  return apiRequest('/user/api/v-user-diary/', { query: { slug, page }, signal });
}

/** A page of the diary, per token: each entry carries the caller's `can_edit`. */
export function useDiary(slug: string, page: number) {
  const token = useAuthToken();
  return useQuery({
    queryKey: diaryKeys.page(slug, page, token),
    queryFn: ({ signal }) => fetchDiary(slug, page, signal),
    placeholderData: keepPreviousData,
  });
}
