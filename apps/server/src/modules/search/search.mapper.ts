import type { SearchItem, SearchKind } from '@mfi/contract/search.schemas';
import type { MediaUrls } from '../../lib/storage';
import type { FoundRow } from './search.queries';

/** What a row's address needs besides its slug, looked up after the page (search.service). */
export type Addresses = {
  journalTypes: Map<number, { typeSlug: string; subTypeSlug: string }>;
  owners: Map<number, string>;
};

/** A found row → the answer's item. */
export function toSearchItem(kind: SearchKind, row: FoundRow, media: MediaUrls, addresses: Addresses): SearchItem {
  const item: SearchItem = {
    kind,
    id: row.id,
    slug: row.slug,
    name: row.name,
    name_en: row.nameEn && row.nameEn !== row.name ? row.nameEn : null,
    image: media.urlOf(row.image),
    year: row.year,
  };
  if (kind === 'journal' && row.ref !== null) {
    const type = addresses.journalTypes.get(row.ref);
    return { ...item, type_slug: type?.typeSlug, sub_type_slug: type?.subTypeSlug };
  }
  if (kind === 'list' && row.ref !== null)
    return { ...item, owner_slug: addresses.owners.get(row.ref), list_kind: row.listKind as 'movie' | 'serial' };
  return item;
}
