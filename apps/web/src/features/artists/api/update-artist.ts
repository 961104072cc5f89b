import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { artistKeys } from './artist-keys';
import { artistFormData, type ArtistPayload } from './save-artist-payload';

export function updateArtist(
  slug: string,
  payload: ArtistPayload,
): Promise<{ success: true; message: string; slug: string }> {
  return apiRequest('/artist/api-update-artist/', { method: 'POST', body: artistFormData(payload, slug) });
}

export function useUpdateArtist(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: ArtistPayload) => updateArtist(slug, payload),
    onSuccess: (data) => {
      void client.invalidateQueries({ queryKey: artistKeys.all });
      if (data.slug !== slug) client.removeQueries({ queryKey: artistKeys.detail(slug) });
    },
  });
}
