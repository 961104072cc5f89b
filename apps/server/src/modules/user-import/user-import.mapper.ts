import type { ImportPreviewRow, ImportTitle } from '@mfi/contract/user-import.schemas';
import type { MediaUrls } from '../../lib/storage';
import type { FileTitle, ImportEntry } from './import-files';
import type { TitleMatch } from './import-matching';
import type { CatalogueTitle } from './user-import.queries';

export const toImportTitle = (media: MediaUrls, t: CatalogueTitle): ImportTitle => ({
  kind: t.kind,
  id: t.id,
  slug: t.slug,
  title: t.mTitle || t.iTitle,
  title_en: t.iTitle,
  year: t.year,
  poster: media.urlOf(t.poster),
});

const USES = { diary: 'diary', rating: 'ratings', watched: 'watched', watchlist: 'watchlist', list: 'lists' } as const;

/** The preview's rows: each file title with its match or choices and how many rows of the file name it. */
export function toPreviewRows(
  media: MediaUrls,
  titles: FileTitle[],
  matches: TitleMatch[],
  entries: ImportEntry[],
): ImportPreviewRow[] {
  const uses = titles.map(() => ({ diary: 0, ratings: 0, watched: 0, watchlist: 0, lists: 0 }));
  for (const e of entries) uses[e.title][USES[e.what]]++;
  return titles.map((t, row) => ({
    row,
    name: t.name,
    year: t.year,
    status: matches[row].status,
    match: matches[row].match && toImportTitle(media, matches[row].match),
    choices: matches[row].choices.map((c) => toImportTitle(media, c)),
    queued: matches[row].queued,
    uses: uses[row],
  }));
}
