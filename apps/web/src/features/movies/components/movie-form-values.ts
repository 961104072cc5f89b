import type { FieldErrors, Resolver } from 'react-hook-form';
import { JOBS } from '@mfi/contract/catalogue.enums';
import type { Choice } from '../../../components/film-form-fields';
import { movieCreateFields, movieUpdateFields } from '@mfi/contract/movies.schemas';
import type { MovieDetailResponse } from '../api/get-movie-detail';
import type { MovieArtist } from '../api/get-movie-artists';
import type { MovieRole } from '../api/get-movie-roles';
import type { ArtistEntry } from '../../../components/artist-editor';
import type { RoleEntry } from '../../../components/role-editor';

// The movie form (part 2 sections 2, 5): its values, the contract's rules applied to them, and the
// multipart body the create and update calls take (part 2 section 7).

export type { Choice };
export type ArchiveDraft = { key: string; file: Blob; description: string };

export type MovieFormValues = {
  poster: Blob | null;
  background: Blob | null;
  festival: boolean;
  languages: number[];
  m_title: string;
  i_title: string;
  o_title: string;
  category: string;
  format: string;
  genres: number[];
  subgenres: number[];
  year: string;
  countries: number[];
  rating: string;
  runtime: string;
  trailer: string;
  tags: Choice[];
  collection: Choice | null;
  theater: boolean;
  plot: string;
  en_plot: string;
  artists: ArtistEntry[];
  roles: RoleEntry[];
  images: ArchiveDraft[];
};

export const emptyMovieForm = (): MovieFormValues => ({
  poster: null,
  background: null,
  festival: false,
  languages: [],
  m_title: '',
  i_title: '',
  o_title: '',
  category: '',
  format: '',
  genres: [],
  subgenres: [],
  year: '',
  countries: [],
  rating: '',
  runtime: '',
  trailer: '',
  tags: [],
  collection: null,
  theater: false,
  plot: '',
  en_plot: '',
  artists: [],
  roles: [],
  images: [],
});

export type FormMode = { kind: 'create' } | { kind: 'update'; slug: string };

/** The text fields as the server reads them (lists as arrays here; JSON text in the multipart body). */
export function toWireFields(values: MovieFormValues, mode: FormMode) {
  return {
    ...(mode.kind === 'update' ? { slug: mode.slug } : {}),
    languages: values.languages,
    m_title: values.m_title,
    i_title: values.i_title,
    o_title: values.o_title,
    category: values.category,
    format: values.format,
    genres: values.genres,
    subgenres: values.subgenres,
    year: values.year,
    countries: values.countries,
    rating: values.rating,
    runtime: values.runtime,
    trailer: values.trailer,
    tags: values.tags.map((tag) => tag.id ?? tag.label.trim()),
    collection: values.collection ? (values.collection.id ?? values.collection.label.trim()) : '',
    theater: values.theater,
    festival: values.festival,
    plot: values.plot,
    en_plot: values.en_plot,
    artists: values.artists.map((a) => ({ id: a.person.id, jobs: a.jobs })),
    roles: values.roles.map((r) => ({ id: r.person.id, role: r.role })),
  };
}

/**
 * The contract's schema (create or update) run over the form's values: one rule and one message for both
 * sides. Images are checked here too: poster and scene image are required on create.
 */
export function movieFormResolver(mode: FormMode): Resolver<MovieFormValues> {
  const schema = mode.kind === 'create' ? movieCreateFields : movieUpdateFields;
  return async (values) => {
    const result = schema.safeParse(toWireFields(values, mode));
    const errors: Record<string, { type: string; message: string }> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? 'root');
        errors[field] ??= { type: issue.code, message: issue.message };
      }
    }
    if (mode.kind === 'create') {
      if (!values.poster) errors.poster = { type: 'required', message: 'imageRequired' };
      if (!values.background) errors.background = { type: 'required', message: 'imageRequired' };
    }
    if (Object.keys(errors).length) return { values: {}, errors: errors as FieldErrors<MovieFormValues> };
    return { values, errors: {} };
  };
}

/** The multipart body: files under the server's part names, lists as JSON text. */
export function movieFormData(values: MovieFormValues, mode: FormMode): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(toWireFields(values, mode))) {
    body.append(
      key,
      typeof value === 'string' ? value : typeof value === 'boolean' ? String(value) : JSON.stringify(value),
    );
  }
  if (values.poster) body.append('movie-poster', values.poster, 'poster.jpg');
  if (values.background) body.append('movie-background', values.background, 'background.jpg');
  for (const image of values.images) {
    body.append('movie-images', image.file, 'image.jpg');
    body.append('description', image.description);
  }
  return body;
}

const jobByName = new Map<string, number>(JOBS.map((j) => [j.mn, j.value]));

/** The update form's values from the movie and its crew and cast (images are not prefilled). */
export function formValuesOf(
  detail: MovieDetailResponse['movie_detail'],
  artists: MovieArtist[],
  roles: MovieRole[],
): MovieFormValues {
  return {
    ...emptyMovieForm(),
    festival: detail.festival,
    languages: detail.languages.map((l) => l.id),
    m_title: detail.m_title,
    i_title: detail.i_title,
    o_title: detail.o_title,
    category: String(detail.category),
    format: String(detail.format),
    genres: detail.genres.map((g) => g.id),
    subgenres: detail.subgenres.map((g) => g.id),
    year: String(detail.year),
    countries: detail.countries.map((c) => c.id),
    rating: String(detail.rating),
    runtime: String(detail.runtime),
    trailer: detail.trailer,
    tags: detail.tags.map((tag) => ({ id: tag.id, label: tag.tag_name })),
    collection: detail.collection ? { id: detail.collection.id, label: detail.collection.collection_title } : null,
    theater: detail.theater,
    plot: detail.plot,
    en_plot: detail.en_plot,
    // The artist list answers job names (comma-joined); the form works with job numbers.
    artists: artists.map((a) => ({
      person: { id: a.id, name: a.pro_name, photo: a.photo },
      jobs: a.job
        .split(',')
        .map((name) => jobByName.get(name.trim()))
        .filter((v): v is number => v !== undefined),
    })),
    roles: roles.map((r) => ({
      person: { id: r.actor.id, name: r.actor.pro_name, photo: r.actor.photo },
      role: r.role,
    })),
  };
}
