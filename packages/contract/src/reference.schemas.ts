import { z } from 'zod';
import { flagParam, idParam, msg, optionalText, requiredText } from './fields';

// Reference lists (part 2 section 3 "Reference lists", section 7 "Reference and search"). The keys of
// each item are the original server's; the English name rides along for the English interface.

export const REFERENCE_KINDS = ['genre', 'subgenre', 'profession', 'tag', 'collection', 'language', 'country'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];
/** Kinds whose rows carry a code (ISO 3166-1 alpha-2 for countries, ISO 639 for languages). */
export const CODED_KINDS: readonly ReferenceKind[] = ['language', 'country'];

export const REFERENCE_NAME_MAX = 120;
export const REFERENCE_SEARCH_MAX = 50;

export const tagListQuery = z.object({ tag: optionalText(100) });
export const collectionListQuery = z.object({ name: optionalText(200) });

export const professionItem = z.object({
  id: z.number(),
  profession_mongol_title: z.string(),
  profession_english_title: z.string(),
  is_actor: z.boolean(),
});
export const countryItem = z.object({
  id: z.number(),
  code: z.string(),
  country_mongol_name: z.string(),
  country_english_name: z.string(),
});
export const languageItem = z.object({
  id: z.number(),
  code: z.string(),
  language_mongol_name: z.string(),
  language_english_name: z.string(),
});
export const genreItem = z.object({ id: z.number(), genre_mongol_name: z.string(), genre_english_name: z.string() });
export const subgenreItem = z.object({
  id: z.number(),
  sub_genre_mongol_name: z.string(),
  sub_genre_english_name: z.string(),
});
/** Designed: a tag's or collection's English name (the admin's reference screens), null when none was given. */
export const tagItem = z.object({ id: z.number(), tag_name: z.string(), tag_name_en: z.string().nullable() });
export const collectionItem = z.object({
  id: z.number(),
  collection_title: z.string(),
  collection_title_en: z.string().nullable(),
});

export const professionListResponse = z.object({ profession_list: z.array(professionItem) });
export const countryListResponse = z.object({ country_list: z.array(countryItem) });
export const languageListResponse = z.object({ language_list: z.array(languageItem) });
export const genreListResponse = z.object({ genre_list: z.array(genreItem) });
export const subgenreListResponse = z.object({ subgenre_list: z.array(subgenreItem) });
export const tagListResponse = z.object({ tag_list: z.array(tagItem) });
export const collectionListResponse = z.object({ collection_list: z.array(collectionItem) });

export type ProfessionItem = z.infer<typeof professionItem>;
export type CountryItem = z.infer<typeof countryItem>;
export type LanguageItem = z.infer<typeof languageItem>;
export type GenreItem = z.infer<typeof genreItem>;
export type SubgenreItem = z.infer<typeof subgenreItem>;
export type TagItem = z.infer<typeof tagItem>;
export type CollectionItem = z.infer<typeof collectionItem>;

// Admin management (not in the spec: designed in its style). One body shape for every kind: `name`
// is the Mongolian name (a tag's name, a collection's title), `name_en` the English one, `code` for
// countries and languages, `is_actor` for professions. Unknown fields are ignored.
const fields = {
  name: requiredText(REFERENCE_NAME_MAX),
  name_en: optionalText(REFERENCE_NAME_MAX),
  code: z.preprocess(
    (v) => (typeof v === 'string' && !v.trim() ? undefined : v),
    z
      .string(msg('invalidValue'))
      .trim()
      .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,4})?$/, msg('invalidValue'))
      .optional(),
  ),
  is_actor: flagParam,
};
export const referenceCreateBody = z.object(fields);
export const referenceUpdateBody = z.object({ id: idParam, ...fields });
export const referenceDeleteBody = z.object({ id: idParam });
export type ReferenceCreateBody = z.infer<typeof referenceCreateBody>;
export type ReferenceUpdateBody = z.infer<typeof referenceUpdateBody>;

export const referenceItemResponse = z.object({ success: z.literal(true), item: z.record(z.string(), z.unknown()) });
export const referenceDeleteResponse = z.object({ success: z.literal(true) });
