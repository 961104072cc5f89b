import { getAllPages } from '../../../lib/load-more';
import { useLoadMoreList } from './load-more';

/** Cast entry, as the movie's. */
export type SerialRole = {
  role: string;
  actor: { id: number; person_slug: string; pro_name: string; pro_name_en: string; photo: string | null };
};
const PATH = '/serial/api-serial-role-list/';

/** GET /serial/api-serial-role-list/ {slug, loadMore}. */
export const useSerialRoles = (slug: string) => useLoadMoreList<'roles', SerialRole>(slug, PATH, 'roles');
export const getAllSerialRoles = (slug: string) => getAllPages<SerialRole>(PATH, 'roles', { slug });
