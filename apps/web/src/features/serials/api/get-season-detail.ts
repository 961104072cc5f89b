import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { serialKeys } from './serial-keys';

export type ArchiveImage = { id: number; image: string; description: string };
export type UserReactions = { react1: string | null; react2: string | null; react3: string | null };

/** Season detail of part 2 section 3, with the grades the season page shows. */
export type SeasonDetail = {
  id: number;
  serial_title: string;
  serial_poster: string | null;
  serial_slug?: string;
  season_name: string;
  season_num: number;
  season_trailer: string;
  season_poster: string | null;
  publish: boolean;
  images: ArchiveImage[];
  grade_average: number | null;
  g_average_audience: number | null;
  critics: number;
  audiences: number;
};
export type SeasonDetailResponse = {
  season_detail: SeasonDetail;
  user_reactions?: UserReactions;
  /** The season's reactions with their counts, most picked first. */
  top_reactions?: TopReactions;
};
export type TopReactions = { reaction: string; count: number }[];

/** GET /serial/api-season-detail/ {serialSlug, seasonSlug}; a guest gets 404 for an unpublished season. */
export function getSeasonDetail(serialSlug: string, seasonSlug: string, signal?: AbortSignal) {
  return apiRequest<SeasonDetailResponse>('/serial/api-season-detail/', { query: { serialSlug, seasonSlug }, signal });
}

export function useSeasonDetail(serialSlug: string, seasonSlug: string) {
  const token = useAuthToken();
  return useQuery({
    queryKey: [...serialKeys.season(serialSlug, seasonSlug), 'detail', token],
    queryFn: ({ signal }) => getSeasonDetail(serialSlug, seasonSlug, signal),
  });
}
