import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ANNUAL_POSTER_FIELD, type annualWriteResponse } from '@mfi/contract/festival.schemas';
import { apiRequest } from '../../../lib/api-client';
import { refreshFestivals } from './festival-keys';

export type AnnualWriteAnswer = z.infer<typeof annualWriteResponse>;

/** The edition's texts (HTML from the editor) and dates, as both edition writes send them. */
export type AnnualTexts = {
  agenda: string;
  agenda_en: string;
  description: string;
  description_en: string;
  guidance: string;
  guidance_en: string;
  payment_deadline: string;
  results_date: string;
};

/** The multipart body of both edition writes: `head` (festival and year, or slug and years), the texts, the poster. */
export function annualForm(head: Record<string, string | number>, texts: AnnualTexts, poster: Blob | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...head, ...texts })) form.append(key, String(value));
  if (poster) form.append(ANNUAL_POSTER_FIELD, poster, 'annual-poster.jpg');
  return form;
}

export type AnnualCreateDraft = AnnualTexts & { festival: number; year: number; poster: Blob | null };

/** POST /award/create-annual-festival/ (multipart, admin): one edition per festival and year. */
export function useCreateAnnual() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ festival, year, poster, ...texts }: AnnualCreateDraft) =>
      apiRequest<AnnualWriteAnswer>('/award/create-annual-festival/', {
        method: 'POST',
        body: annualForm({ festival, year }, texts, poster),
      }),
    onSuccess: () => refreshFestivals(client),
  });
}
