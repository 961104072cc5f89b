import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { serialKeys } from './serial-keys';

type Named<K extends string> = { id: number } & Record<K, string>;

/** Serial detail of part 2 section 3; list fields come as the movie's do ({id, …_mongol_name, …_english_name}). */
export type SerialDetail = {
  id?: number;
  publish: boolean;
  poster: string | null;
  background: string | null;
  m_title: string;
  i_title: string;
  o_title: string;
  re_year: number | null;
  fi_year: number | null;
  /** Still running: the page shows "to date" instead of an end year. */
  to_date: boolean;
  classic: boolean;
  grade: number | null;
  a_grade: number | null;
  critics: number;
  audiences: number;
  rating: number;
  format: number;
  languages: Named<'language_mongol_name' | 'language_english_name'>[];
  countries: Named<'country_mongol_name' | 'country_english_name'>[];
  genres: Named<'genre_mongol_name' | 'genre_english_name'>[];
  subgenres: Named<'sub_genre_mongol_name' | 'sub_genre_english_name'>[];
  tags: Named<'tag_name'>[];
  plot: string;
  en_plot: string;
  trailer: string;
  runtime: number | null;
  theater: boolean;
};
export type SerialDetailResponse = { serial_detail: SerialDetail; user_watch: boolean; user_favorite: boolean };

/** GET /serial/api-serial-detail/ {slug}. */
export function getSerialDetail(slug: string, signal?: AbortSignal): Promise<SerialDetailResponse> {
  return apiRequest('/serial/api-serial-detail/', { query: { slug }, signal });
}

/** Keyed by token too: the flags and an unpublished serial's visibility depend on who asks. */
export function useSerialDetail(slug: string) {
  const token = useAuthToken();
  return useQuery({
    queryKey: [...serialKeys.detail(slug), token],
    queryFn: ({ signal }) => getSerialDetail(slug, signal),
  });
}
