import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { annualForm, type AnnualTexts, type AnnualWriteAnswer } from './create-annual';
import { refreshFestivals } from './festival-keys';

export type AnnualUpdateDraft = AnnualTexts & { year: number; poster: Blob | null };

/** POST /award/update-annual-festival/ (multipart, admin): the edition by `slug` and `original_year`. */
export function useUpdateAnnual(slug: string, originalYear: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ year, poster, ...texts }: AnnualUpdateDraft) =>
      apiRequest<AnnualWriteAnswer>('/award/update-annual-festival/', {
        method: 'POST',
        body: annualForm({ slug, original_year: originalYear, year }, texts, poster),
      }),
    onSuccess: () => refreshFestivals(client),
  });
}
