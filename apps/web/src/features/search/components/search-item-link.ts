import type { SearchItem } from '@mfi/contract/search.schemas';
import { href } from '../../../lib/routes';

/** The page a found item opens. */
export function searchItemHref(item: SearchItem): string {
  switch (item.kind) {
    case 'movie':
    case 'mongolian_movie':
      return href('movie-detail', { slug: item.slug });
    case 'serial':
    case 'mongolian_serial':
      return href('serial-detail', { slug: item.slug });
    case 'artist':
      return href('artist-detail', { slug: item.slug });
    case 'journal':
      return href('journal-detail', {
        typeSlug: item.type_slug ?? '',
        subTypeSlug: item.sub_type_slug ?? '',
        slug: item.slug,
      });
    case 'list':
      return href(item.list_kind === 'serial' ? 'user-serial-list-detail' : 'user-movie-list-detail', {
        slug: item.owner_slug ?? '',
        listSlug: item.slug,
      });
    case 'member':
      return href('user-profile', { slug: item.slug });
  }
}

/** The results page for a text, on one kind's tab when given. */
export const searchPageHref = (q: string, kind?: SearchItem['kind']) =>
  href('search', undefined, kind ? { q, kind } : { q });
