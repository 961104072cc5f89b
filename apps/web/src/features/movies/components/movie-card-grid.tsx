import { useTranslation } from 'react-i18next';
import type { MovieCard } from '@mfi/contract/movies.schemas';
import { GridList, TitleCard } from '../../../components/catalogue/title-card';
import { href } from '../../../lib/routes';

/** The catalogue's poster grid. */
export function MovieCardGrid({ movies }: { movies: MovieCard[] }) {
  return (
    <GridList items={movies} keyOf={(movie) => movie.id}>
      {(movie) => <MovieCardItem movie={movie} />}
    </GridList>
  );
}

export function MovieCardItem({ movie, width }: { movie: MovieCard; width?: number }) {
  const { i18n } = useTranslation();
  return (
    <TitleCard
      to={href('movie-detail', { slug: movie.slug })}
      poster={movie.poster}
      title={i18n.language === 'en' ? movie.i_title : movie.m_title || movie.i_title}
      subtitle={movie.year}
      grade={movie.a_grade ?? movie.grade}
      width={width}
    />
  );
}
