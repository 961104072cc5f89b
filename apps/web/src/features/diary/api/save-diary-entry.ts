import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { DiaryEntry, DiaryKind } from '@mfi/contract/diary.schemas';
import { apiRequest } from '../../../lib/api-client';
import { diaryKeys } from './diary-keys';

/** What a viewing says besides its title, as the calls take it. */
export interface ViewingBody {
  date: string;
  rewatch: boolean;
  grade: number | null;
  review: string;
  tags: string[];
}

/** POST /user/api/v-user-diary-add/: logs a viewing of a movie, season or episode; answers the entry. */
export function addDiaryEntry(kind: DiaryKind, id: number, body: ViewingBody): Promise<DiaryEntry> {
  return apiRequest('/user/api/v-user-diary-add/', { method: 'POST', body: { kind, id, ...body } });
}

/** POST /user/api/v-user-diary-update/: the entry's new day, rewatch, grade, review and tags. */
export function updateDiaryEntry(id: number, body: ViewingBody): Promise<DiaryEntry> {
  return apiRequest('/user/api/v-user-diary-update/', { method: 'POST', body: { id, ...body } });
}

/** POST /user/api/v-user-diary-delete/. */
export function deleteDiaryEntry(id: number): Promise<{ success: true }> {
  return apiRequest('/user/api/v-user-diary-delete/', { method: 'POST', body: { id } });
}

/**
 * The diary's writes: every diary page is read again, and whatever the caller names (`refresh`: the title
 * page's detail, which shows the grade and the watched flag a viewing moves).
 */
export function useDiaryWrite<A>(write: (args: A) => Promise<unknown>, refresh: QueryKey[] = []) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => Promise.all([diaryKeys.all, ...refresh].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
