import type {
  CollectionItem,
  CountryItem,
  GenreItem,
  LanguageItem,
  ProfessionItem,
  ReferenceKind,
  SubgenreItem,
  TagItem,
} from '@mfi/contract/reference.schemas';
import type { CollectionRow, CountryRow, LanguageRow, NamedRow, ProfessionRow, TagRow } from './reference.queries';

export const toProfessionItem = (r: ProfessionRow): ProfessionItem => ({
  id: r.id,
  profession_mongol_title: r.nameMn,
  profession_english_title: r.nameEn,
  is_actor: r.isActor,
});
export const toCountryItem = (r: CountryRow): CountryItem => ({
  id: r.id,
  code: r.code,
  country_mongol_name: r.nameMn,
  country_english_name: r.nameEn,
});
export const toLanguageItem = (r: LanguageRow): LanguageItem => ({
  id: r.id,
  code: r.code,
  language_mongol_name: r.nameMn,
  language_english_name: r.nameEn,
});
export const toGenreItem = (r: NamedRow): GenreItem => ({
  id: r.id,
  genre_mongol_name: r.nameMn,
  genre_english_name: r.nameEn,
});
export const toSubgenreItem = (r: NamedRow): SubgenreItem => ({
  id: r.id,
  sub_genre_mongol_name: r.nameMn,
  sub_genre_english_name: r.nameEn,
});
export const toTagItem = (r: TagRow): TagItem => ({ id: r.id, tag_name: r.name, tag_name_en: r.nameEn });
export const toCollectionItem = (r: CollectionRow): CollectionItem => ({
  id: r.id,
  collection_title: r.title,
  collection_title_en: r.nameEn,
});

/** Each kind's mapper, by the kind its list call names. */
const ITEM_OF = {
  genre: toGenreItem,
  subgenre: toSubgenreItem,
  profession: toProfessionItem,
  tag: toTagItem,
  collection: toCollectionItem,
  language: toLanguageItem,
  country: toCountryItem,
} satisfies Record<ReferenceKind, (row: never) => object>;

/** Any kind's row (as the kind's query selected it) → the item its list call answers. */
export const toReferenceItem = (kind: ReferenceKind, row: Record<string, unknown>) =>
  ITEM_OF[kind](row as never) as ReturnType<(typeof ITEM_OF)[ReferenceKind]>;
