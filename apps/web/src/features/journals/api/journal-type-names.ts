import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getJournalTypes } from './get-journal-types';
import { getJournalSubtypes } from './get-journal-subtypes';
import { journalKeys } from './journal-keys';

const LONG = 60 * 60_000;

type Named = { type_mongol_name: string; type_english_name?: string };

/** A type's or subtype's name in the reader's language (the English one in English mode, when it has one). */
export function useTypeName(): (item: Named) => string {
  const { i18n } = useTranslation();
  const en = i18n.language === 'en';
  return (item) => (en && item.type_english_name ? item.type_english_name : item.type_mongol_name);
}

/**
 * The category line of a journal card. List items carry the Mongolian names only (part 2 section 7), so
 * English mode looks the English names up by slug in the taxonomy (all types and subtypes, one fetch each
 * per session); Mongolian mode fetches nothing.
 */
export function useJournalKind(): (kind: { main: string; mainSlug: string; sub: string; subSlug: string }) => string {
  const { i18n } = useTranslation();
  const en = i18n.language === 'en';
  const main = useQuery({
    queryKey: journalKeys.types(),
    queryFn: ({ signal }) => getJournalTypes(signal),
    enabled: en,
    staleTime: LONG,
    gcTime: LONG,
  });
  const subs = useQuery({
    queryKey: journalKeys.subtypes(''),
    queryFn: ({ signal }) => getJournalSubtypes('', signal),
    enabled: en,
    staleTime: LONG,
    gcTime: LONG,
  });
  const english = new Map(
    [...(main.data?.journal_type_list ?? []), ...(subs.data?.journal_type_list ?? [])].map((item) => [
      `${item.main_type ?? ''}/${item.type_slug}`,
      item.type_english_name,
    ]),
  );
  return ({ main: mainName, mainSlug, sub, subSlug }) => {
    if (!en) return `${mainName} · ${sub}`;
    return `${english.get(`/${mainSlug}`) || mainName} · ${english.get(`${mainSlug}/${subSlug}`) || sub}`;
  };
}
