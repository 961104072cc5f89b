import { useQuery } from '@tanstack/react-query';
import type {
  CollectionItem,
  CountryItem,
  GenreItem,
  LanguageItem,
  ProfessionItem,
  SubgenreItem,
  TagItem,
} from '@mfi/contract/reference.schemas';
import { apiRequest } from './api-client';
import { useEnglish } from './localized';

// Reference lists (part 2 section 7 "Reference and search") as `{ id, label }` options for the artist and
// movie screens: each hook returns its query with `options` (the list, empty while loading). They change rarely, so one fetch per session is enough.

export interface Option {
  id: number;
  label: string;
  /** A tag's or collection's English name, where it has one: shown in English (localized nameIn). */
  label_en?: string | null;
}

const LONG = 60 * 60_000;

export const referenceKeys = {
  all: ['reference'] as const,
  list: (kind: string) => ['reference', kind] as const,
  search: (kind: string, text: string) => ['reference', kind, 'search', text] as const,
};

/** The query plus `options`, its data or an empty list while loading. */
function withOptions<TQuery extends { data: Option[] | undefined }>(query: TQuery): TQuery & { options: Option[] } {
  return { ...query, options: query.data ?? [] };
}

function useReferenceList<TItem>(
  kind: string,
  path: string,
  listKey: string,
  label: (item: TItem, en: boolean) => string,
  id: (item: TItem) => number,
) {
  const en = useEnglish();
  return withOptions(
    useQuery({
      queryKey: referenceKeys.list(kind),
      queryFn: async () => (await apiRequest<Record<string, TItem[]>>(path))[listKey] ?? [],
      staleTime: LONG,
      gcTime: LONG,
      select: (items: TItem[]): Option[] =>
        items.map((item) => ({ id: id(item), label: label(item, en) || label(item, false) })),
    }),
  );
}

export function useCountries() {
  return useReferenceList<CountryItem>(
    'country',
    '/country/api-country-list/',
    'country_list',
    (c, en) => (en ? c.country_english_name : c.country_mongol_name),
    (c) => c.id,
  );
}

export function useProductionCountries() {
  return useReferenceList<CountryItem>(
    'production-country',
    '/country/api-production-country-list/',
    'country_list',
    (c, en) => (en ? c.country_english_name : c.country_mongol_name),
    (c) => c.id,
  );
}

export function useLanguages() {
  return useReferenceList<LanguageItem>(
    'language',
    '/language/api-language-list/',
    'language_list',
    (l, en) => (en ? l.language_english_name : l.language_mongol_name),
    (l) => l.id,
  );
}

export function useGenres() {
  return useReferenceList<GenreItem>(
    'genre',
    '/genre/api-genre-list/',
    'genre_list',
    (g, en) => (en ? g.genre_english_name : g.genre_mongol_name),
    (g) => g.id,
  );
}

export function useSubgenres() {
  return useReferenceList<SubgenreItem>(
    'subgenre',
    '/genre/api-subgenre-list/',
    'subgenre_list',
    (g, en) => (en ? g.sub_genre_english_name : g.sub_genre_mongol_name),
    (g) => g.id,
  );
}

export function useProfessions() {
  return useReferenceList<ProfessionItem>(
    'profession',
    '/artist/api-profession-list/',
    'profession_list',
    (p, en) => (en ? p.profession_english_title : p.profession_mongol_title),
    (p) => p.id,
  );
}

/** Tags matching the typed text in either script, best first. */
export function useTagSearch(text: string) {
  const term = text.trim();
  return withOptions(
    useQuery({
      queryKey: referenceKeys.search('tag', term),
      queryFn: async ({ signal }) =>
        (await apiRequest<{ tag_list: TagItem[] }>('/tag/api-tag-list/', { query: { tag: term || undefined }, signal }))
          .tag_list,
      staleTime: LONG,
      placeholderData: (previous) => previous,
      select: (items): Option[] => items.map((tag) => ({ id: tag.id, label: tag.tag_name, label_en: tag.tag_name_en })),
    }),
  );
}

/** Franchise collections matching the typed text. */
export function useCollectionSearch(text: string) {
  const term = text.trim();
  return withOptions(
    useQuery({
      queryKey: referenceKeys.search('collection', term),
      queryFn: async ({ signal }) =>
        (
          await apiRequest<{ collection_list: CollectionItem[] }>('/movie/api-movie_collection_list/', {
            query: { name: term || undefined },
            signal,
          })
        ).collection_list,
      staleTime: LONG,
      placeholderData: (previous) => previous,
      select: (items): Option[] =>
        items.map((item) => ({ id: item.id, label: item.collection_title, label_en: item.collection_title_en })),
    }),
  );
}

type Named<K extends string> = { [P in `${K}_mongol_name`]: string } & { [P in `${K}_english_name`]?: string };

/** What a movie's or serial's detail says of its languages, genres, subgenres and countries. */
export type TitleReferences = {
  languages: Named<'language'>[];
  genres: Named<'genre'>[];
  subgenres: Named<'sub_genre'>[];
  countries: Named<'country'>[];
};

/**
 * A title's reference names in the reader's language, comma-joined: the English name in English mode
 * (an old answer without one falls back to the Mongolian).
 */
export function titleReferenceNames(title: TitleReferences, en: boolean) {
  const names = <K extends string>(items: Named<K>[], kind: K) =>
    items
      .map((item) => {
        const mn = item[`${kind}_mongol_name`];
        const english = item[`${kind}_english_name`];
        return en && english ? english : mn;
      })
      .join(', ');
  return {
    languages: names(title.languages, 'language'),
    genres: names(title.genres, 'genre'),
    subgenres: names(title.subgenres, 'sub_genre'),
    countries: names(title.countries, 'country'),
  };
}
