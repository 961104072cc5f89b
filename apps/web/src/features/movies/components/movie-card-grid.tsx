import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { MovieCard } from '@mfi/contract/movies.schemas';
import { Poster } from '../../../components/poster';
import { Stars } from '../../../components/stars';
import { href } from '../../../lib/routes';

/** The catalogue's poster grid: two columns on a 320 px phone, up to eight on a wide screen. */
export function MovieCardGrid({ movies }: { movies: MovieCard[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(150px, 1fr))' },
      }}
    >
      {movies.map((movie) => (
        <Box component="li" key={movie.id}>
          <MovieCardItem movie={movie} />
        </Box>
      ))}
    </Box>
  );
}

export function MovieCardItem({ movie, width }: { movie: MovieCard; width?: number }) {
  const { i18n } = useTranslation();
  const to = href('movie-detail', { slug: movie.slug });
  const title = i18n.language === 'en' ? movie.i_title : movie.m_title || movie.i_title;
  return (
    <Box sx={{ width }}>
      <Poster src={movie.poster} alt={title} to={to} besideTitleLink />
      <Link
        component={RouterLink}
        to={to}
        underline="hover"
        color="inherit"
        sx={{
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          mt: 0.75,
          fontWeight: 500,
          lineHeight: 1.3,
        }}
      >
        {title}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {movie.year}
      </Typography>
      <Stars grade={movie.a_grade ?? movie.grade} />
    </Box>
  );
}
