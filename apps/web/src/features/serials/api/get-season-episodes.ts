import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { serialKeys } from './serial-keys';

/** Season episode list item (part 2 section 3). */
export type EpisodeCard = {
  episode_slug: string;
  episode_img: string | null;
  episode_num: number;
  episode_name: string;
  /** The English name ('' when none). */
  name_en: string;
  /** Mongolian plot; the list shows the reader's language (components/plot-text). */
  plot: string;
  english_plot: string;
  grade_average: number | null;
  g_average_audience: number | null;
  critics: number;
  audiences: number;
};
export type EpisodePage = { episode_list: EpisodeCard[]; episode_page: number; episode_total?: number };

/** GET /serial/api-season-episodes/ {slug, seasonSlug, published, page} -> episode_list, episode_page (pages). */
export function useSeasonEpisodes(
  serialSlug: string,
  seasonSlug: string,
  published: boolean,
  page: number,
  enabled = true,
) {
  const token = useAuthToken();
  const params = { published, page };
  return useQuery({
    queryKey: [...serialKeys.episodes(serialSlug, seasonSlug, params), token],
    queryFn: ({ signal }) =>
      apiRequest<EpisodePage>('/serial/api-season-episodes/', {
        query: { slug: serialSlug, seasonSlug, ...params },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
