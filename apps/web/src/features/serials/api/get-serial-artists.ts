import { getAllPages } from '../../../lib/load-more';
import { useLoadMoreList } from './load-more';

/** Crew entry, as the movie's: the job names comma-joined. */
export type SerialArtist = {
  id: number;
  person_slug: string;
  photo: string | null;
  pro_name: string;
  pro_name_en: string;
  job: string;
  job_en: string;
};
const PATH = '/serial/api-serial-artist-list/';

/** GET /serial/api-serial-artist-list/ {slug, loadMore}. */
export const useSerialArtists = (slug: string) => useLoadMoreList<'artists', SerialArtist>(slug, PATH, 'artists');
export const getAllSerialArtists = (slug: string) => getAllPages<SerialArtist>(PATH, 'artists', { slug });
