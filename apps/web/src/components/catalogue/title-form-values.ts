import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { JOBS } from '@mfi/contract/catalogue.enums';
import type { ArtistEntry } from '../artist-editor';
import type { Choice } from '../film-form-fields';
import type { RoleEntry } from '../role-editor';

// What the movie and serial forms share (part 2 sections 2, 5, 7): the fields both have, their wire names,
// the prefill from a title's detail, the multipart body and the contract's rules run over the form.

/** A new archive image on a create form: the file, its caption, a key for the sortable list. */
export type ArchiveDraft = { key: string; file: Blob; description: string };

/** The fields of every catalogue title's form; a kind's form adds its own (movie: category, year …). */
export type TitleFormValues = {
  poster: Blob | null;
  background: Blob | null;
  languages: number[];
  m_title: string;
  i_title: string;
  o_title: string;
  format: string;
  genres: number[];
  subgenres: number[];
  countries: number[];
  rating: string;
  runtime: string;
  trailer: string;
  tags: Choice[];
  theater: boolean;
  plot: string;
  en_plot: string;
  artists: ArtistEntry[];
  roles: RoleEntry[];
};

export const emptyTitleForm = (): TitleFormValues => ({
  poster: null,
  background: null,
  languages: [],
  m_title: '',
  i_title: '',
  o_title: '',
  format: '',
  genres: [],
  subgenres: [],
  countries: [],
  rating: '',
  runtime: '',
  trailer: '',
  tags: [],
  theater: false,
  plot: '',
  en_plot: '',
  artists: [],
  roles: [],
});

/** The shared text fields as the server reads them (lists as arrays here; JSON text in the multipart body). */
export function titleWireFields(values: TitleFormValues) {
  return {
    languages: values.languages,
    m_title: values.m_title,
    i_title: values.i_title,
    o_title: values.o_title,
    format: values.format,
    genres: values.genres,
    subgenres: values.subgenres,
    countries: values.countries,
    rating: values.rating,
    runtime: values.runtime,
    trailer: values.trailer,
    tags: values.tags.map((tag) => tag.id ?? tag.label.trim()),
    plot: values.plot,
    en_plot: values.en_plot,
    artists: values.artists.map((a) => ({ id: a.person.id, jobs: a.jobs })),
    roles: values.roles.map((r) => ({ id: r.person.id, role: r.role })),
  };
}

/** What a title's detail answer says of the shared fields. */
type TitleDetailFields = {
  languages: { id: number }[];
  m_title: string;
  i_title: string;
  o_title: string;
  format: number;
  genres: { id: number }[];
  subgenres: { id: number }[];
  countries: { id: number }[];
  rating: number;
  runtime: number | null;
  trailer: string;
  tags: { id: number; tag_name: string; tag_name_en: string | null }[];
  theater: boolean;
  plot: string;
  en_plot: string;
};
type CrewEntry = { id: number; pro_name: string; pro_name_en: string; photo: string | null; job: string };
type CastEntry = { role: string; actor: { id: number; pro_name: string; pro_name_en: string; photo: string | null } };

const jobByName = new Map<string, number>(JOBS.map((j) => [j.mn, j.value]));

/** The update form's shared values from the title and its crew and cast (images are not prefilled). */
export function titleFormValuesOf(
  detail: TitleDetailFields,
  artists: CrewEntry[],
  roles: CastEntry[],
): TitleFormValues {
  return {
    ...emptyTitleForm(),
    languages: detail.languages.map((l) => l.id),
    m_title: detail.m_title,
    i_title: detail.i_title,
    o_title: detail.o_title,
    format: String(detail.format),
    genres: detail.genres.map((g) => g.id),
    subgenres: detail.subgenres.map((g) => g.id),
    countries: detail.countries.map((c) => c.id),
    rating: String(detail.rating),
    runtime: detail.runtime === null ? '' : String(detail.runtime),
    trailer: detail.trailer,
    tags: detail.tags.map((tag) => ({ id: tag.id, label: tag.tag_name, label_en: tag.tag_name_en })),
    theater: detail.theater,
    plot: detail.plot,
    en_plot: detail.en_plot,
    // The artist list answers job names (comma-joined); the form works with job numbers.
    artists: artists.map((a) => ({
      person: { id: a.id, name: a.pro_name, name_en: a.pro_name_en, photo: a.photo },
      jobs: a.job
        .split(',')
        .map((name) => jobByName.get(name.trim()))
        .filter((v): v is number => v !== undefined),
    })),
    roles: roles.map((r) => ({
      person: { id: r.actor.id, name: r.actor.pro_name, name_en: r.actor.pro_name_en, photo: r.actor.photo },
      role: r.role,
    })),
  };
}

/** A multipart body of text fields: strings as they are, booleans as "true"/"false", the rest as JSON text. */
export function multipartBody(fields: Record<string, unknown>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    body.append(
      key,
      typeof value === 'string' ? value : typeof value === 'boolean' ? String(value) : JSON.stringify(value),
    );
  }
  return body;
}

/** New archive images under the server's part name, each followed by its caption. */
export function appendArchive(body: FormData, part: string, images: ArchiveDraft[]): void {
  for (const image of images) {
    body.append(part, image.file, 'image.jpg');
    body.append('description', image.description);
  }
}

/** One row of the archive image editor, in its order: an existing image or a new file. */
export type ImageRow = { id: number; description: string } | { id: 'new'; file: Blob; description: string };

/**
 * The archive update's multipart body (movie and season alike): the title's `fields`, then `image-id` once per
 * image in the new order (`new` for the next file under `part`) and `description` in the same order.
 */
export function archiveRowsBody(fields: Record<string, string>, part: string, rows: ImageRow[]): FormData {
  const body = multipartBody(fields);
  for (const row of rows) {
    body.append('image-id', String(row.id));
    body.append('description', row.description);
    if (row.id === 'new') body.append(part, row.file, 'image.jpg');
  }
  return body;
}

type Issues = { path: PropertyKey[]; code: string; message: string }[];
type Checked = { success: true } | { success: false; error: { issues: Issues } };
type FieldError = { type: string; message: string };

/** The first issue of each field of a contract check, under the form's field name (`rename`: wire → form). */
export function issuesOf(result: Checked, rename: Record<string, string> = {}): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const wire = String(issue.path[0] ?? 'root');
      const field = rename[wire] ?? wire;
      errors[field] ??= { type: issue.code, message: issue.message };
    }
  }
  return errors;
}

/**
 * A form resolver that runs the contract's schema (`check`) over the form's values: one rule and one message
 * on both sides. `more` adds what the schema cannot see (a required image file).
 */
export function contractResolver<V extends FieldValues>(
  check: (values: V) => Checked,
  rename: Record<string, string> = {},
  more: (values: V) => Record<string, FieldError> = () => ({}),
): Resolver<V> {
  return async (values) => {
    const errors = { ...issuesOf(check(values), rename), ...more(values) };
    if (Object.keys(errors).length) return { values: {}, errors: errors as FieldErrors<V> };
    return { values, errors: {} };
  };
}
