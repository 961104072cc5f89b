import { FORMATS_WITHOUT_GENRE, MOVIE_JOB_MAX } from '@mfi/contract/catalogue.enums';
import type { CatalogueKind } from '../../../components/catalogue/catalogue-kind';

/** The movie catalogue, for the pieces movies and serials share (components/catalogue). */
export const MOVIE_KIND = {
  ns: 'movies',
  id: 'movie',
  listRoute: 'user-movie-list-detail',
  listControls: 'bar',
  genreOptionalFormats: FORMATS_WITHOUT_GENRE,
  jobMax: MOVIE_JOB_MAX,
} as const satisfies CatalogueKind;
