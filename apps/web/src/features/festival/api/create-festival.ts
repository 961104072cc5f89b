import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { FESTIVAL_BACKGROUND_FIELD, type festivalWriteResponse } from '@mfi/contract/festival.schemas';
import { apiRequest } from '../../../lib/api-client';
import { refreshFestivals } from './festival-keys';

export type FestivalWriteAnswer = z.infer<typeof festivalWriteResponse>;

/** The festival form as sent: both names, and the cropped 1280x720 JPEG when one was chosen. */
export type FestivalDraft = { mongol_name: string; international_name: string; background: Blob | null };

/** The multipart body of both festival writes; the update adds the festival's `slug`. */
export function festivalForm(draft: FestivalDraft, slug?: string): FormData {
  const form = new FormData();
  if (slug) form.append('slug', slug);
  form.append('mongol_name', draft.mongol_name);
  form.append('international_name', draft.international_name);
  if (draft.background) form.append(FESTIVAL_BACKGROUND_FIELD, draft.background, 'festival-background.jpg');
  return form;
}

/** POST /award/create-festival/ (multipart, admin): answers the new festival's slug. */
export function useCreateFestival() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: FestivalDraft) =>
      apiRequest<FestivalWriteAnswer>('/award/create-festival/', { method: 'POST', body: festivalForm(draft) }),
    onSuccess: () => refreshFestivals(client),
  });
}
