import type { FieldErrors, Resolver } from 'react-hook-form';
import { journalCreateFields, journalUpdateFields } from '@mfi/contract/journals.schemas';
import type { Choice } from '../../../components/film-form-fields';
import type { JournalAddress, JournalDetail } from '../api/get-journal-detail';

// The journal form (part 2 sections 2, 5): its values, the contract's rules over them, and the multipart
// body of the create and update calls (part 2 section 3 "Journal create payload").

/** A related artist, movie or serial as the form lists it. */
/** A related artist or title: `label` its Mongolian name (or the only one known), `label_en` the English one. */
export type RelatedItem = { id: number; label: string; label_en?: string; image: string | null; note?: string };

export type JournalFormValues = {
  title: string;
  cover: Blob | null;
  /** Main type id (a select's string). */
  type: string;
  sub_type: string;
  tags: Choice[];
  content: string;
  artists: RelatedItem[];
  movies: RelatedItem[];
  serials: RelatedItem[];
};

export type JournalFormMode = { kind: 'create' } | ({ kind: 'update' } & JournalAddress);

export const emptyJournalForm = (): JournalFormValues => ({
  title: '',
  cover: null,
  type: '',
  sub_type: '',
  tags: [],
  content: '',
  artists: [],
  movies: [],
  serials: [],
});

/** The update form starts from the journal as it is (the cover stays unless a new one is chosen). */
export function journalFormValuesOf(journal: JournalDetail): JournalFormValues {
  return {
    title: journal.title,
    cover: null,
    type: String(journal.type.id),
    sub_type: String(journal.sub_type.id),
    tags: journal.tags.map((tag) => ({ id: tag.id, label: tag.journal_tag_name })),
    content: journal.content,
    artists: journal.artists.map((a) => ({ id: a.id, label: a.pro_name, label_en: a.pro_name_en, image: a.photo })),
    movies: journal.movies.map((m) => ({
      id: m.id,
      label: m.title,
      label_en: m.i_title,
      image: m.poster,
      note: String(m.year),
    })),
    serials: journal.serials.map((s) => ({
      id: s.id,
      label: s.title,
      label_en: s.i_title,
      image: s.poster,
      note: String(s.year),
    })),
  };
}

/** The text fields as the server reads them (lists as arrays here, JSON text in the multipart body). */
export function toWireFields(values: JournalFormValues, mode: JournalFormMode) {
  return {
    ...(mode.kind === 'update' ? { slug: mode.slug, type_slug: mode.typeSlug, sub_type_slug: mode.subTypeSlug } : {}),
    title: values.title,
    type: values.type,
    sub_type: values.sub_type,
    tags: values.tags.map((tag) => tag.id ?? tag.label.trim()),
    content: values.content,
    artists: values.artists.map((item) => item.id),
    movies: values.movies.map((item) => item.id),
    serials: values.serials.map((item) => item.id),
  };
}

/**
 * The contract's create or update schema run over the form: one rule and one message for both sides. The
 * cover is optional (part 2 section 7: "optional journal-cover"); an update keeps the old one.
 */
export function journalFormResolver(mode: JournalFormMode): Resolver<JournalFormValues> {
  const schema = mode.kind === 'create' ? journalCreateFields : journalUpdateFields;
  return async (values) => {
    const result = schema.safeParse(toWireFields(values, mode));
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.success ? [] : result.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as FieldErrors<JournalFormValues> };
  };
}

/** The multipart body: the cover under `journal-cover`, lists as JSON text. */
export function journalFormData(values: JournalFormValues, mode: JournalFormMode): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(toWireFields(values, mode))) {
    body.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  if (values.cover) body.append('journal-cover', values.cover, 'cover.jpg');
  return body;
}
