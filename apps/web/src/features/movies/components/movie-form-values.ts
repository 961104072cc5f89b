import { movieCreateFields, movieUpdateFields } from '@mfi/contract/movies.schemas';
import {
  appendArchive,
  contractResolver,
  emptyTitleForm,
  multipartBody,
  titleFormValuesOf,
  titleWireFields,
  type ArchiveDraft,
  type TitleFormValues,
} from '../../../components/catalogue/title-form-values';
import type { Choice } from '../../../components/film-form-fields';
import type { MovieArtist } from '../api/get-movie-artists';
import type { MovieDetailResponse } from '../api/get-movie-detail';
import type { MovieRole } from '../api/get-movie-roles';

// The movie form (part 2 sections 2, 5): the fields every title has, and a movie's own (festival, category,
// year, collection, archive images on create); the contract's rules; the multipart body (part 2 section 7).

export type { Choice };

export type MovieFormValues = TitleFormValues & {
  festival: boolean;
  category: string;
  year: string;
  collection: Choice | null;
  images: ArchiveDraft[];
};

export const emptyMovieForm = (): MovieFormValues => ({
  ...emptyTitleForm(),
  festival: false,
  category: '',
  year: '',
  collection: null,
  images: [],
});

export type FormMode = { kind: 'create' } | { kind: 'update'; slug: string };

/** The text fields as the server reads them. */
export function toWireFields(values: MovieFormValues, mode: FormMode) {
  return {
    ...(mode.kind === 'update' ? { slug: mode.slug } : {}),
    ...titleWireFields(values),
    category: values.category,
    year: values.year,
    collection: values.collection ? (values.collection.id ?? values.collection.label.trim()) : '',
    theater: values.theater,
    festival: values.festival,
  };
}

/** The contract's schema (create or update) over the form; poster and scene image are required on create. */
export function movieFormResolver(mode: FormMode) {
  const schema = mode.kind === 'create' ? movieCreateFields : movieUpdateFields;
  return contractResolver<MovieFormValues>(
    (values) => schema.safeParse(toWireFields(values, mode)),
    {},
    (values) => ({
      ...(mode.kind === 'create' && !values.poster && { poster: { type: 'required', message: 'imageRequired' } }),
      ...(mode.kind === 'create' &&
        !values.background && { background: { type: 'required', message: 'imageRequired' } }),
    }),
  );
}

/** The multipart body: files under the server's part names, lists as JSON text. */
export function movieFormData(values: MovieFormValues, mode: FormMode): FormData {
  const body = multipartBody(toWireFields(values, mode));
  if (values.poster) body.append('movie-poster', values.poster, 'poster.jpg');
  if (values.background) body.append('movie-background', values.background, 'background.jpg');
  appendArchive(body, 'movie-images', values.images);
  return body;
}

/** The update form's values from the movie and its crew and cast (images are not prefilled). */
export function formValuesOf(
  detail: MovieDetailResponse['movie_detail'],
  artists: MovieArtist[],
  roles: MovieRole[],
): MovieFormValues {
  return {
    ...emptyMovieForm(),
    ...titleFormValuesOf(detail, artists, roles),
    festival: detail.festival,
    category: String(detail.category),
    year: String(detail.year),
    collection: detail.collection
      ? {
          id: detail.collection.id,
          label: detail.collection.collection_title,
          label_en: detail.collection.collection_title_en,
        }
      : null,
  };
}
