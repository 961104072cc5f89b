import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Poster } from '../../../components/poster';
import { TitleLink } from '../../../components/title-link';
import { nameIn, titleIn, useEnglish } from '../../../lib/localized';
import { href } from '../../../lib/routes';
import type { ArtistMovieGroups } from '../api/get-artist-movies';
import { posterRowSx } from './detail-section';
import { TitleNote } from '../../../components/title-note';

/**
 * Movies grouped by decade, newest first. The latest decade reads "2020 – to date" while the artist lives
 * (part 2 section 2: "the last group is shown as 'to date' unless the artist died").
 */
export function ArtistMovies({ groups, died }: { groups: ArtistMovieGroups; died: number | null }) {
  const { t } = useTranslation('artists');
  const en = useEnglish();
  const sorted = [...groups].sort((a, b) => b.year - a.year);
  const latest = sorted[0]?.year;
  return (
    <Box>
      {sorted.map((group) => (
        <Box key={group.year} sx={{ mb: 3 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            {group.year === latest && died == null
              ? t('detail.decadeToDate', { from: group.year })
              : t('detail.decade', { from: group.year, to: group.year + 9 })}
          </Typography>
          <Box sx={posterRowSx}>
            {[...group.movies]
              .sort((a, b) => b.year - a.year)
              .map((movie) => {
                const to = href('movie-detail', { slug: movie.movie_slug });
                const title = titleIn(movie, en);
                return (
                  <Box key={movie.movie_slug}>
                    <Poster src={movie.movie_poster} alt={title} to={to} besideTitleLink />
                    <TitleLink to={to} sx={{ mt: 0.5 }}>
                      {title}
                    </TitleLink>
                    <Typography variant="body2" color="text.secondary">
                      {movie.year}
                    </Typography>
                    {movie.job && (
                      <Typography variant="body2" color="text.secondary">
                        {nameIn(movie.job, movie.job_en, en)}
                      </Typography>
                    )}
                    {movie.role && (
                      <TitleNote text={movie.role} sx={{ fontStyle: 'italic' }}>
                        {t('detail.asRole', { role: movie.role })}
                      </TitleNote>
                    )}
                  </Box>
                );
              })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
