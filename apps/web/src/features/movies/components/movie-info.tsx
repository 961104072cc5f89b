import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '@mfi/contract/catalogue.enums';
import type { MovieDetail } from '@mfi/contract/movies.schemas';
import { TitleInfo } from '../../../components/catalogue/title-info';
import { nameIn } from '../../../lib/localized';
import { MOVIE_KIND } from './movie-kind';

const ORDER = [
  'category',
  'format',
  'languages',
  'genres',
  'subgenres',
  'countries',
  'year',
  'rating',
  'runtime',
  'collection',
  'theater',
  'tags',
  'trailer',
] as const;

/** The info block of the detail page: the shared rows, with a movie's category, year and collection. */
export function MovieInfo({ movie }: { movie: MovieDetail }) {
  const { t, i18n } = useTranslation('movies');
  const category = CATEGORIES.find((c) => c.value === movie.category);
  return (
    <TitleInfo
      kind={MOVIE_KIND}
      title={movie}
      order={ORDER}
      rows={{
        category: [t('field.category'), category ? (i18n.language === 'en' ? category.en : category.mn) : null],
        year: [t('field.year'), movie.year],
        collection: [
          t('field.collection'),
          movie.collection &&
            nameIn(movie.collection.collection_title, movie.collection.collection_title_en, i18n.language === 'en'),
        ],
      }}
    />
  );
}
