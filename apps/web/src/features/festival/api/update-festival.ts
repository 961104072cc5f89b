import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { festivalForm, type FestivalDraft, type FestivalWriteAnswer } from './create-festival';
import { refreshFestivals } from './festival-keys';

/** POST /award/update-festival/ (multipart, admin): the festival by `slug`; the background only when replaced. */
export function useUpdateFestival(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: FestivalDraft) =>
      apiRequest<FestivalWriteAnswer>('/award/update-festival/', { method: 'POST', body: festivalForm(draft, slug) }),
    onSuccess: () => refreshFestivals(client),
  });
}
