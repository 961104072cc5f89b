import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArtistDetail } from '@mfi/contract/artists.schemas';
import { apiRequest } from '../../../lib/api-client';
import { artistKeys } from './artist-keys';

export function publishArtist(slug: string): Promise<{ publish: boolean }> {
  return apiRequest('/artist/api-publish-artist/', { method: 'POST', body: { slug } });
}

/** Toggles the publish flag; the detail takes the server's value and the lists are refetched. */
export function usePublishArtist(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => publishArtist(slug),
    onSuccess: (data) => {
      client.setQueryData<ArtistDetail>(artistKeys.detail(slug), (current) =>
        current ? { ...current, publish: data.publish } : current,
      );
      void client.invalidateQueries({ queryKey: artistKeys.lists() });
    },
  });
}
