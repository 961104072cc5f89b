import type { ItemAddress, RevisionKind } from '@mfi/contract/revisions.schemas';
import { href } from '../../../lib/routes';

/** An item's own page from its address, or null (a festival edition, the about-us page, a missing part). */
export function itemHref(kind: RevisionKind, a: ItemAddress | null): string | null {
  if (kind === 'about') return href('about-us');
  if (!a?.slug) return null;
  switch (kind) {
    case 'artist':
      return href('artist-detail', { slug: a.slug });
    case 'movie':
      return href('movie-detail', { slug: a.slug });
    case 'serial':
      return href('serial-detail', { slug: a.slug });
    case 'season':
      return a.serial_slug ? href('season-detail', { serialSlug: a.serial_slug, seasonSlug: a.slug }) : null;
    case 'episode':
      return a.serial_slug && a.season_slug
        ? href('episode-detail', { serialSlug: a.serial_slug, seasonSlug: a.season_slug, episodeSlug: a.slug })
        : null;
    case 'journal':
      return a.type_slug && a.sub_type_slug
        ? href('journal-detail', { typeSlug: a.type_slug, subTypeSlug: a.sub_type_slug, slug: a.slug })
        : null;
    default:
      return null;
  }
}

/** The history page of an item. */
export const historyHref = (kind: RevisionKind, id: number) => href('admin-history', { kind, id: String(id) });
