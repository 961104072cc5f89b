import type { MovieCard } from '@mfi/contract/movies.schemas';
import { GridList, TitleCard } from '../../../components/catalogue/title-card';
import { titleIn, useEnglish } from '../../../lib/localized';
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
  const en = useEnglish();
  return (
    <TitleCard
      to={href('movie-detail', { slug: movie.slug })}
      poster={movie.poster}
      title={titleIn(movie, en)}
      subtitle={movie.year}
      grade={movie.a_grade ?? movie.grade}
      width={width}
    />
  );
}
